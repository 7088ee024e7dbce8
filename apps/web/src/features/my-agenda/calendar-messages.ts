import english from '../../lib/i18n/catalogs/en/calendar.json';
import { registerEnglish } from '../../lib/i18n/i18n';

// The texts of My agenda, calendars and now and next travel with those pages, not with the agenda's cards.
registerEnglish(english);
