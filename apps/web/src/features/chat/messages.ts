import english from '../../lib/i18n/catalogs/en/chat.json';
import { registerEnglish } from '../../lib/i18n/i18n';

// The chat's English texts travel with its code (docs/i18n.md#catalogs); the /app loader loads the others.
registerEnglish(english);
