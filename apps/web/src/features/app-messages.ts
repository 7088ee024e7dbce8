import english from '../lib/i18n/catalogs/en/app.json';
import { registerEnglish } from '../lib/i18n/i18n';

// The app's pages (home, organizations, events, invitations, roadmap): their English travels with their code
// (docs/i18n.md#catalogs); the /app and /invite routes load the other languages.
registerEnglish(english);
