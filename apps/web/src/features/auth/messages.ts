import english from '../../lib/i18n/catalogs/en/auth.json';
import { registerEnglish } from '../../lib/i18n/i18n';

// The sign-in dialogs' English texts travel with their code, not with the start of every page (docs/i18n.md#catalogs).
registerEnglish(english);
