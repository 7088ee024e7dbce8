import english from '../../lib/i18n/catalogs/en/calendar.json';
import { registerEnglish } from '../../lib/i18n/i18n';

// "Now and next" speaks in the calendar area's words (docs/calendar.md#in-the-web-app).
registerEnglish(english);
