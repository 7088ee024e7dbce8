import english from '../../lib/i18n/catalogs/en/calendar.json';
import { registerEnglish } from '../../lib/i18n/i18n';

// The event form's time zone label is in the calendar area (docs/calendar.md#in-the-web-app).
registerEnglish(english);
