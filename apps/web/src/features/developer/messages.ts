import english from '../../lib/i18n/catalogs/en/developer.json';
import { registerEnglish } from '../../lib/i18n/i18n';

// The developer settings' English texts travel with their code (docs/i18n.md#catalogs).
registerEnglish(english);
