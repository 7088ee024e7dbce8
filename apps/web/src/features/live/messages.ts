import english from '../../lib/i18n/catalogs/en/live.json';
import { registerEnglish } from '../../lib/i18n/i18n';

// The live panel's English texts travel with its code, not with the start of every page (docs/i18n.md#catalogs).
registerEnglish(english);
