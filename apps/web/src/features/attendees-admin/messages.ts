import english from '../../lib/i18n/catalogs/en/attendees-admin.json';
import { registerEnglish } from '../../lib/i18n/i18n';

// The attendee console's English texts travel with its code (docs/i18n.md#catalogs).
registerEnglish(english);
