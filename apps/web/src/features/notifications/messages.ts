import english from '../../lib/i18n/catalogs/en/notifications.json';
import { registerEnglish } from '../../lib/i18n/i18n';

// The bell's and the settings section's English texts travel with their code (docs/i18n.md#catalogs).
registerEnglish(english);
