import english from '../../lib/i18n/catalogs/en/agenda.json';
import { registerEnglish } from '../../lib/i18n/i18n';

// The agenda area's English texts travel with the code that shows them (docs/i18n.md#catalogs).
registerEnglish(english);
