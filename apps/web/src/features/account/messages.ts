import english from '../../lib/i18n/catalogs/en/account.json';
import { registerEnglish } from '../../lib/i18n/i18n';

// The settings page's English texts travel with its code (docs/i18n.md#catalogs).
registerEnglish(english);
