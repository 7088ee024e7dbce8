import english from '../../lib/i18n/catalogs/en/agenda.json';
import { registerEnglish } from '../../lib/i18n/i18n';

// The agenda and session pages' English texts travel with their code (docs/i18n.md#catalogs); the other
// languages load with the 'agenda' area (the /app route's loader).
registerEnglish(english);
