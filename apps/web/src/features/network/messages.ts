import english from '../../lib/i18n/catalogs/en/network.json';
import { registerEnglish } from '../../lib/i18n/i18n';

// The networking pages' English texts travel with their code (docs/i18n.md#catalogs).
registerEnglish(english);
