import type { MessageCatalog } from './index';

/** German (informal „du“, as in the web app's catalogs): the contracts' and the server's texts. */
export const de: MessageCatalog = {
  exact: {
    // Validation and error texts (validation.ts MESSAGES)
    Required: 'Pflichtfeld',
    'Email is required': 'E-Mail-Adresse ist erforderlich',
    'Invalid email address': 'Ungültige E-Mail-Adresse',
    'Invalid email': 'Ungültige E-Mail-Adresse',
    'Password is required': 'Passwort ist erforderlich',
    'Password must be at least 8 characters': 'Das Passwort muss mindestens 8 Zeichen lang sein',
    'Password confirmation is required': 'Bitte bestätige das Passwort',
    'First name is required': 'Vorname ist erforderlich',
    'Last name is required': 'Nachname ist erforderlich',
    "Passwords don't match": 'Die Passwörter stimmen nicht überein',
    'Name must be at least 2 characters': 'Der Name muss mindestens 2 Zeichen lang sein',
    'Organization name must be at least 2 characters': 'Der Name der Organisation muss mindestens 2 Zeichen lang sein',
    'Organization name cannot exceed 100 characters': 'Der Name der Organisation darf höchstens 100 Zeichen lang sein',
    'Title must be at least 3 characters': 'Der Titel muss mindestens 3 Zeichen lang sein',
    'Start date is required': 'Startdatum ist erforderlich',
    'End date is required': 'Enddatum ist erforderlich',
    'Company name is required': 'Firmenname ist erforderlich',
    'Single session events must start and end on the same day':
      'Einzelveranstaltungen müssen am selben Tag beginnen und enden',
    'End date must be after or equal to start date': 'Das Enddatum darf nicht vor dem Startdatum liegen',
    'Start date cannot be in the past': 'Das Startdatum darf nicht in der Vergangenheit liegen',
    'Both start and end dates must be provided together': 'Start- und Enddatum müssen zusammen angegeben werden',
    'Event cannot last more than 366 days': 'Eine Veranstaltung darf höchstens 366 Tage dauern',
    'Start date cannot be more than 10 years in the future':
      'Das Startdatum darf höchstens 10 Jahre in der Zukunft liegen',
    'Title is required': 'Titel ist erforderlich',
    'Day number is required': 'Tag ist erforderlich',
    'Invalid time format': 'Ungültiges Zeitformat',
    'End time must be after start time': 'Die Endzeit muss nach der Startzeit liegen',
    'Invalid email or password': 'E-Mail-Adresse oder Passwort ist falsch',
    'An unexpected error occurred': 'Ein unerwarteter Fehler ist aufgetreten',
    'Demo login failed. Please try again.': 'Die Demo-Anmeldung ist fehlgeschlagen. Bitte versuche es noch einmal.',
    'Email already in use': 'Diese E-Mail-Adresse wird bereits verwendet',
    'This is already your email address': 'Das ist bereits deine E-Mail-Adresse',
    'Token is required': 'Token ist erforderlich',
    'Another account uses this email address': 'Ein anderes Konto verwendet diese E-Mail-Adresse',
    'This confirmation link is not valid or was already used':
      'Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet',
    'This confirmation link has expired. Ask for a new one in your settings.':
      'Dieser Bestätigungslink ist abgelaufen. Fordere in deinen Einstellungen einen neuen an.',
    'An organization with this name already exists': 'Es gibt bereits eine Organisation mit diesem Namen',
    'User already in organization': 'Die Person ist bereits in der Organisation',
    'User already in event': 'Die Person nimmt bereits an der Veranstaltung teil',
    'This invitation has been withdrawn.': 'Diese Einladung wurde zurückgezogen.',
    'Failed to update session': 'Die Session konnte nicht gespeichert werden',
    'Error loading event': 'Die Veranstaltung konnte nicht geladen werden',
    'Invalid date': 'Ungültiges Datum',
    'Current password is required': 'Das aktuelle Passwort ist erforderlich',
    'Current password is incorrect': 'Das aktuelle Passwort ist falsch',
    'Deleted user': 'Gelöschte Person',
    'Socket request timed out': 'Die Anfrage über die Live-Verbindung hat zu lange gedauert',
    'Socket not connected': 'Die Live-Verbindung ist getrennt',
    'User not authenticated': 'Nicht angemeldet',
    'Unknown socket endpoint': 'Unbekannte Anfrage an die Live-Verbindung',
    // Direct messages (messages.ts)
    'Message is required': 'Nachricht ist erforderlich',
    'Message cannot be empty': 'Die Nachricht darf nicht leer sein',
    'Message cannot exceed 5000 characters': 'Die Nachricht darf höchstens 5000 Zeichen lang sein',
    'Message contains characters that cannot be stored':
      'Die Nachricht enthält Zeichen, die nicht gespeichert werden können',
    'Message cannot contain text direction controls':
      'Die Nachricht darf keine Steuerzeichen für die Schreibrichtung enthalten',
    'You cannot message yourself': 'Du kannst dir nicht selbst schreiben',
    'This user is not part of this event': 'Diese Person nimmt nicht an der Veranstaltung teil',
    'You can no longer message this user': 'Du kannst dieser Person nicht mehr schreiben',
    'You are sending messages too quickly. Please wait a moment and try again.':
      'Du sendest zu schnell Nachrichten. Warte einen Moment und versuche es dann noch einmal.',
    // Socket limits (realtime.ts)
    'Too many requests in progress on this connection, wait for their answers':
      'Zu viele offene Anfragen auf dieser Verbindung, warte auf ihre Antworten',
    'Too many requests, slow down': 'Zu viele Anfragen, bitte langsamer',
    'Too many refused requests: connection closed': 'Zu viele abgelehnte Anfragen: Verbindung getrennt',
    // Live session (live.ts)
    'Question is required': 'Frage ist erforderlich',
    'Question cannot be empty': 'Die Frage darf nicht leer sein',
    'Question cannot exceed 1000 characters': 'Die Frage darf höchstens 1000 Zeichen lang sein',
    'Question contains characters that cannot be stored':
      'Die Frage enthält Zeichen, die nicht gespeichert werden können',
    'Question cannot contain text direction controls':
      'Die Frage darf keine Steuerzeichen für die Schreibrichtung enthalten',
    'You are asking questions too quickly. Please wait a moment and try again.':
      'Du stellst zu schnell Fragen. Warte einen Moment und versuche es dann noch einmal.',
    'You are reacting too quickly. Please wait a moment and try again.':
      'Du reagierst zu schnell. Bitte warte einen Moment und versuche es erneut.',
    'You are voting too quickly. Please wait a moment and try again.':
      'Du stimmst zu schnell ab. Warte einen Moment und versuche es dann noch einmal.',
    'Too many typing notices, slow down': 'Zu viele Tipp-Hinweise, bitte langsamer',
    'You are muted in this event': 'Du bist in dieser Veranstaltung stummgeschaltet',
    'Only the session’s speakers and the event’s staff can use the backstage chat':
      'Nur die Sprechenden der Session und das Team der Veranstaltung können den Backstage-Chat nutzen',
    'Only the event’s moderators and organizers can do this':
      'Nur die Moderation und das Organisationsteam der Veranstaltung können das tun',
    'The event’s staff cannot be muted or banned':
      'Das Team der Veranstaltung kann nicht stummgeschaltet oder gesperrt werden',
    'Only the event’s moderators and the session’s speakers can do this':
      'Nur die Moderation der Veranstaltung und die Sprechenden der Session können das tun',
    'Only the event’s moderators and organizers can manage polls':
      'Nur die Moderation und das Organisationsteam der Veranstaltung können Umfragen verwalten',
    'This poll is not open': 'Diese Umfrage ist nicht geöffnet',
    'Choose exactly one option': 'Wähle genau eine Antwort',
    'This option is not part of the poll': 'Diese Antwort gehört nicht zur Umfrage',
    'A poll needs 2 to 10 options': 'Eine Umfrage braucht 2 bis 10 Antworten',
    'Option is required': 'Antwort ist erforderlich',
    'Poll question is required': 'Die Frage der Umfrage ist erforderlich',
    // Notifications (notifications.ts)
    'Choose one of 0, 5, 10, 15, 30 or 60 minutes, or null to turn reminders off':
      'Wähle 0, 5, 10, 15, 30 oder 60 Minuten, oder null, um Erinnerungen auszuschalten',
    'Only the event’s staff can see who is watching': 'Nur das Team der Veranstaltung sieht, wer zuschaut',
    'You are moderating too quickly. Please wait a moment and try again.':
      'Du moderierst zu schnell. Warte einen Moment und versuche es dann noch einmal.',
    // Attendee import (attendees-import.ts)
    'The file is not UTF-8 text: save it as "CSV UTF-8" and import it again':
      'Die Datei ist kein UTF-8-Text: Speichere sie als „CSV UTF-8“ und importiere sie noch einmal',
    'The file has a header but no attendees': 'Die Datei hat eine Kopfzeile, aber keine Teilnehmenden',
    'You cannot give this role': 'Du kannst diese Rolle nicht vergeben',
    'Already a participant: left as is': 'Nimmt bereits teil: unverändert gelassen',
    'The file has errors: nothing was imported. Fix the rows listed and import it again':
      'Die Datei enthält Fehler: Nichts wurde importiert. Korrigiere die aufgeführten Zeilen und importiere sie noch einmal',
    // Session import (sessions-import.ts)
    'The file has a header but no sessions': 'Die Datei hat eine Kopfzeile, aber keine Sessions',
    'Already in the agenda (same title, day and times): left as is':
      'Schon in der Agenda (gleicher Titel, Tag und Zeiten): unverändert gelassen',
    'The agenda changed meanwhile: preview the file again':
      'Die Agenda hat sich inzwischen geändert: Prüfe die Datei noch einmal',
    // Networking and sponsors (network.ts)
    'You cannot connect with yourself': 'Du kannst dich nicht mit dir selbst vernetzen',
    'You cannot connect with this person': 'Du kannst dich mit dieser Person nicht vernetzen',
    'You are already connected': 'Ihr seid bereits vernetzt',
    'You are sending connection requests too quickly. Please wait and try again.':
      'Du sendest zu schnell Kontaktanfragen. Warte einen Moment und versuche es dann noch einmal.',
    'Only the person asked can answer this request': 'Nur die angefragte Person kann diese Anfrage beantworten',
    'This request has already been answered': 'Diese Anfrage wurde bereits beantwortet',
    'You cannot block yourself': 'Du kannst dich nicht selbst blockieren',
    'This person does not accept messages from you': 'Diese Person nimmt keine Nachrichten von dir an',
    'You cannot report yourself': 'Du kannst dich nicht selbst melden',
    'Name the person or the message you report': 'Nenne die Person oder die Nachricht, die du meldest',
    'You can only report a message sent to you': 'Du kannst nur Nachrichten melden, die an dich gesendet wurden',
    // Webhooks (webhooks.ts WEBHOOK_MESSAGES)
    'Enter a full URL starting with https://': 'Gib eine vollständige URL ein, die mit https:// beginnt',
    'The URL must start with https://': 'Die URL muss mit https:// beginnen',
    'The URL must not contain a user name or password': 'Die URL darf keinen Benutzernamen und kein Passwort enthalten',
    'This address is private, loopback or otherwise internal: webhooks cannot be sent there':
      'Diese Adresse ist privat, lokal oder anderweitig intern: Dorthin können keine Webhooks gesendet werden',
    'This host name could not be found': 'Dieser Hostname wurde nicht gefunden',
    'Choose at least one kind of change': 'Wähle mindestens eine Art von Änderung',
    'Each kind of change once': 'Jede Art von Änderung nur einmal',
    'Only owners and admins can manage webhooks': 'Nur Inhaber und Admins können Webhooks verwalten',
    'This organization has 20 webhooks: delete one before adding another':
      'Diese Organisation hat 20 Webhooks: Lösche einen, bevor du einen weiteren hinzufügst',
    'This chat message is not in this event': 'Diese Chatnachricht gehört nicht zu dieser Veranstaltung',
    'This person is not part of this event': 'Diese Person nimmt nicht an dieser Veranstaltung teil',
    'Only the event’s moderators can do this': 'Nur die Moderation der Veranstaltung kann das tun',
    'This report has already been resolved': 'Diese Meldung wurde bereits bearbeitet',
    'This tier belongs to another event': 'Diese Stufe gehört zu einer anderen Veranstaltung',
    'The list must name each item of the event exactly once':
      'Die Liste muss jeden Eintrag der Veranstaltung genau einmal nennen',
    'The organizers have turned off the attendee directory of this event':
      'Das Organisationsteam hat das Teilnehmerverzeichnis dieser Veranstaltung ausgeschaltet',
    'The directory setting must be true or false': 'Die Einstellung des Verzeichnisses muss true oder false sein',
    'The icebreaker prompt must be text, or null for none':
      'Der Gesprächseinstieg muss ein Text sein, oder null für keinen',
    'The icebreaker prompt shows no visible text: write one, or leave it empty':
      'Der Gesprächseinstieg enthält keinen sichtbaren Text: Schreibe einen oder lass das Feld leer',
    // Images (media.ts)
    'The file is empty': 'Die Datei ist leer',
    'Images must be 5 MB or smaller': 'Bilder dürfen höchstens 5 MB groß sein',
    'Only JPEG, PNG, WebP, AVIF or GIF images are accepted':
      'Nur Bilder im Format JPEG, PNG, WebP, AVIF oder GIF sind erlaubt',
    'The image is too small': 'Das Bild ist zu klein',
    'The image is too large: at most 10,000 pixels a side and 40 megapixels':
      'Das Bild ist zu groß: höchstens 10.000 Pixel je Seite und 40 Megapixel',
    'The image is damaged or incomplete': 'Das Bild ist beschädigt oder unvollständig',
    // The server's generic answers (apps/api errors.ts, plugins/error-handler.ts)
    'Validation failed': 'Die Eingaben sind ungültig',
    'Not found': 'Nicht gefunden',
    'Authentication required': 'Anmeldung erforderlich',
    'You are not allowed to do this': 'Das darfst du nicht',
    'Too many requests': 'Zu viele Anfragen',
    'Malformed JSON body': 'Der Inhalt der Anfrage ist kein gültiges JSON',
    'Request body is too large': 'Der Inhalt der Anfrage ist zu groß',
    'Internal server error': 'Interner Serverfehler',
    'Service temporarily unavailable, please retry':
      'Der Dienst ist vorübergehend nicht erreichbar, bitte versuche es gleich noch einmal',
    'Bad request': 'Ungültige Anfrage',
    'Invalid value': 'Ungültiger Wert',
    // Permission refusals of the services
    'Only the event organizers can do this': 'Nur das Organisationsteam der Veranstaltung kann das tun',
    'You cannot remove this participant': 'Du kannst diese teilnehmende Person nicht entfernen',
    'You cannot remove this member': 'Du kannst dieses Mitglied nicht entfernen',
    'You cannot change this role': 'Du kannst diese Rolle nicht ändern',
    'You cannot add members with this role': 'Du kannst keine Mitglieder mit dieser Rolle hinzufügen',
    'You can only edit your own profile': 'Du kannst nur dein eigenes Profil bearbeiten',
    'Only owners can delete the organization': 'Nur die Eigentümer können die Organisation löschen',
    'Only owners and admins can see the mail sent': 'Nur Eigentümer und Admins sehen die versendeten E-Mails',
    'Only owners and admins can invite': 'Nur Eigentümer und Admins können einladen',
    'Only owners and admins can edit the organization': 'Nur Eigentümer und Admins können die Organisation bearbeiten',
    'Only organizers can edit other people': 'Nur das Organisationsteam kann andere Personen bearbeiten',
    'Only organization owners and admins can create events':
      'Nur Eigentümer und Admins der Organisation können Veranstaltungen anlegen',
    'Only owners and admins can see the activity': 'Nur Eigentümer und Admins sehen die Aktivitäten',
    'Only event admins can delete the event': 'Nur Admins der Veranstaltung können sie löschen',
    'This person has already set up their account': 'Diese Person hat ihr Konto bereits eingerichtet',
    'No data export is ready to download: ask for one and wait until it is ready':
      'Es ist kein Datenexport zum Herunterladen bereit: fordere einen an und warte, bis er fertig ist',
  },
  labels: {
    Token: 'Der Token',
    Answer: 'Die Antwort',
    Bio: 'Die Biografie',
    'Company name': 'Der Firmenname',
    Content: 'Der Inhalt',
    Description: 'Die Beschreibung',
    Email: 'Die E-Mail-Adresse',
    'Encrypted content': 'Der verschlüsselte Inhalt',
    'First name': 'Der Vorname',
    'Hero description': 'Der Einleitungstext',
    Icon: 'Das Symbol',
    'Last name': 'Der Nachname',
    'Organization name': 'Der Name der Organisation',
    Password: 'Das Passwort',
    'Speaker bio': 'Die Biografie der sprechenden Person',
    'Speaker title': 'Der Titel der sprechenden Person',
    'Stream URL': 'Die Stream-URL',
    Title: 'Der Titel',
    URL: 'Die URL',
    'Venue address': 'Die Adresse des Veranstaltungsorts',
    'Venue city': 'Die Stadt des Veranstaltungsorts',
    'Venue country': 'Das Land des Veranstaltungsorts',
    'Venue name': 'Der Name des Veranstaltungsorts',
    Question: 'Die Frage',
    Note: 'Die Notiz',
    Reason: 'Der Grund',
    Resolution: 'Die Bearbeitung',
    'Tier name': 'Der Name der Stufe',
    'Sponsor name': 'Der Name des Sponsors',
    Name: 'Der Name',
    Search: 'Der Suchbegriff',
    'Icebreaker prompt': 'Der Gesprächseinstieg',
    // Things the API may not find
    Resource: 'Der Eintrag',
    Session: 'Die Session',
    User: 'Die Person',
    Poll: 'Die Umfrage',
    Event: 'Die Veranstaltung',
    Webhook: 'Der Webhook',
    Delivery: 'Die Zustellung',
    Organization: 'Die Organisation',
    Participant: 'Die teilnehmende Person',
    Invitation: 'Die Einladung',
    Thread: 'Die Unterhaltung',
    Member: 'Das Mitglied',
    Image: 'Das Bild',
    'Calendar feed': 'Der Kalender-Feed',
    Speaker: 'Die sprechende Person',
    Message: 'Die Nachricht',
    Login: 'Die Anmeldung',
  },
  maxLength: (label, max) => `${label} darf höchstens ${max} Zeichen lang sein`,
  directionControls: (label) => `${label} darf keine Steuerzeichen für die Schreibrichtung enthalten`,
  notFound: (what) => `${what} wurde nicht gefunden`,
  fileTooLarge: (mb) => `Die Datei ist größer als ${mb} MB: Teile sie in kleinere Dateien auf`,
  tooManyRows: (rows) => `Die Datei hat mehr als ${rows} Zeilen: Teile sie in kleinere Dateien auf`,
  missingColumns: (list) => `Fehlende Spalten: ${list}`,
  unknownColumns: (list, expected) => `Unbekannte Spalten: ${list} (erwartet: ${expected})`,
  emptyFile: (columns) => `Die Datei ist leer: Die erste Zeile muss die Spalten nennen (${columns})`,
  duplicateColumns: (list) => `Doppelt benannte Spalten: ${list}`,
  unreadableCsv: (detail) => `Die Datei ist keine gültige CSV-Datei: ${detail}`,
  unknownRole: (value) => `Unbekannte Rolle „${value}“: Verwende attendee, speaker, moderator, organizer oder admin`,
  sameEmailAsLine: (line) => `Dieselbe E-Mail-Adresse wie in Zeile ${line}`,
  sameSessionAsLine: (line) => `Dieselbe Session wie in Zeile ${line}`,
  dayNotNumber: (value) => `Tag „${value}“ ist keine Tageszahl (1, 2, …)`,
  unknownSessionType: (value) =>
    `Unbekannter Typ „${value}“: Verwende keynote, workshop, panel, presentation, networking oder qa`,
  unknownSpeakerRole: (value) =>
    `Unbekannte Rolle „${value}“: Verwende host, keynote, speaker, moderator oder panelist`,
  speakerNotParticipant: (email) => `${email} nimmt nicht an der Veranstaltung teil: Füge die Person zuerst hinzu`,
  speakerTwice: (email) => `${email} ist in dieser Session doppelt genannt`,
  speakerOverlap: (name, title, day, start, end) =>
    `${name} spricht bereits in „${title}“ an Tag ${day} von ${start} bis ${end}, was sich mit dieser Session überschneidet`,
};
