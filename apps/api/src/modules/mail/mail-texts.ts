import { MESSAGE_LOCALES, type MessageLocale } from '@atria/contracts/messages-i18n';

/**
 * Every text of every mail, in each language Atria speaks (docs/i18n.md#mails). A language is one object of this
 * shape, so `tsc` refuses a language that misses a text; `mail-texts.test.ts` checks that each is really
 * translated. Names and titles typed by people are passed in and never translated.
 */
export interface MailTexts {
  /** `lang` and `dir` of the HTML body. */
  dir: 'ltr' | 'rtl';
  hello(firstName: string): string;
  organization(name: string): string;
  event(name: string): string;
  someone: string;
  orOpenLink: string;
  invitationSubject(inviter: string, place: string): string;
  invitationLine(inviter: string, placeWords: string): string;
  reinvitationSubject(place: string): string;
  reinvitationLine(inviter: string, placeWords: string): string;
  choosePassword: string;
  acceptInvitation: string;
  claimFooter: string;
  addedSubject(place: string): string;
  addedLine(inviter: string, placeWords: string): string;
  signInToFind: string;
  openOrganization: string;
  openEvent: string;
  addedFooter: string;
  reminderSubject(minutesBefore: number, session: string): string;
  reminderLine(session: string, event: string, minutesBefore: number, start: string): string;
  openSession: string;
  reminderFooter: string;
  emailChangeConfirmSubject: string;
  emailChangeConfirmLine(newEmail: string): string;
  confirmAddress: string;
  emailChangeConfirmFooter(hours: number): string;
  emailChangeNoticeSubject: string;
  emailChangeNoticeLine(newEmail: string): string;
  emailChangeNoticeAdvice: string;
  openSettings: string;
  emailChangeNoticeFooter: string;
}

const en: MailTexts = {
  dir: 'ltr',
  hello: (n) => `Hello ${n},`,
  organization: (n) => `the organization ${n}`,
  event: (n) => `the event ${n}`,
  someone: 'Someone',
  orOpenLink: 'Or open this link:',
  invitationSubject: (i, p) => `${i} invited you to ${p} on Atria`,
  invitationLine: (i, p) => `${i} invited you to ${p} on Atria.`,
  reinvitationSubject: (p) => `Your invitation to ${p} on Atria, sent again`,
  reinvitationLine: (i, p) => `${i} sent you a new link to join ${p} on Atria.`,
  choosePassword: 'Choose a password to accept the invitation and sign in.',
  acceptInvitation: 'Accept the invitation',
  claimFooter: 'The link works once and expires in 14 days. If you did not expect this invitation, ignore this mail.',
  addedSubject: (p) => `You were added to ${p} on Atria`,
  addedLine: (i, p) => `${i} added you to ${p} on Atria.`,
  signInToFind: 'Sign in with your account to find it.',
  openOrganization: 'Open the organization',
  openEvent: 'Open the event',
  addedFooter: 'You get this mail because someone added your address on Atria.',
  reminderSubject: (m, s) => `Starting ${m === 0 ? 'now' : `in ${m} minutes`}: ${s}`,
  reminderLine: (s, e, m, start) =>
    `${s} (${e}), a session you bookmarked, starts ${m === 0 ? 'now' : `in ${m} minutes`}, at ${start}.`,
  openSession: 'Open the session',
  reminderFooter:
    'You get this mail because you bookmarked this session on Atria. You can change or turn off reminders in your settings.',
  emailChangeConfirmSubject: 'Confirm your new email address on Atria',
  emailChangeConfirmLine: (e) =>
    `You asked to use ${e} for your Atria account. Open the link to confirm it: your address changes only then.`,
  confirmAddress: 'Confirm this address',
  emailChangeConfirmFooter: (h) =>
    `The link works once and expires in ${h} hours. If you did not ask for this, ignore this mail: nothing changes.`,
  emailChangeNoticeSubject: 'A change of your email address was requested on Atria',
  emailChangeNoticeLine: (e) =>
    `Someone signed in to your Atria account asked to change its email address to ${e}. It changes only when that address confirms it.`,
  emailChangeNoticeAdvice: 'If this was not you, change your password and log out everywhere from your settings.',
  openSettings: 'Open your settings',
  emailChangeNoticeFooter: 'You get this mail because it is the address of your Atria account.',
};

const deMinutes = (m: number) => (m === 0 ? 'jetzt' : m === 1 ? 'in 1 Minute' : `in ${m} Minuten`);

const de: MailTexts = {
  dir: 'ltr',
  hello: (n) => `Hallo ${n},`,
  organization: (n) => `der Organisation ${n}`,
  event: (n) => `der Veranstaltung ${n}`,
  someone: 'Jemand',
  orOpenLink: 'Oder öffne diesen Link:',
  invitationSubject: (i, p) => `${i} hat dich zu ${p} auf Atria eingeladen`,
  invitationLine: (i, p) => `${i} hat dich eingeladen, ${p} auf Atria beizutreten.`,
  reinvitationSubject: (p) => `Deine Einladung zu ${p} auf Atria, erneut gesendet`,
  reinvitationLine: (i, p) => `${i} hat dir einen neuen Link geschickt, um ${p} auf Atria beizutreten.`,
  choosePassword: 'Wähle ein Passwort, um die Einladung anzunehmen und dich anzumelden.',
  acceptInvitation: 'Einladung annehmen',
  claimFooter:
    'Der Link funktioniert einmal und läuft in 14 Tagen ab. Wenn du diese Einladung nicht erwartet hast, ignoriere diese E-Mail.',
  addedSubject: (p) => `Du wurdest zu ${p} auf Atria hinzugefügt`,
  addedLine: (i, p) => `${i} hat dich ${p} auf Atria hinzugefügt.`,
  signInToFind: 'Melde dich mit deinem Konto an, um sie zu finden.',
  openOrganization: 'Organisation öffnen',
  openEvent: 'Veranstaltung öffnen',
  addedFooter: 'Du erhältst diese E-Mail, weil jemand deine Adresse auf Atria hinzugefügt hat.',
  reminderSubject: (m, s) => `Beginnt ${deMinutes(m)}: ${s}`,
  reminderLine: (s, e, m, start) =>
    `${s} (${e}), eine Session, die du dir gemerkt hast, beginnt ${deMinutes(m)}, um ${start}.`,
  openSession: 'Session öffnen',
  reminderFooter:
    'Du erhältst diese E-Mail, weil du dir diese Session auf Atria gemerkt hast. Erinnerungen kannst du in deinen Einstellungen ändern oder abschalten.',
  emailChangeConfirmSubject: 'Bestätige deine neue E-Mail-Adresse auf Atria',
  emailChangeConfirmLine: (e) =>
    `Du möchtest ${e} für dein Atria-Konto verwenden. Öffne den Link, um sie zu bestätigen: Erst dann ändert sich deine Adresse.`,
  confirmAddress: 'Diese Adresse bestätigen',
  emailChangeConfirmFooter: (h) =>
    `Der Link funktioniert einmal und läuft in ${h} Stunden ab. Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Es ändert sich nichts.`,
  emailChangeNoticeSubject: 'Für dein Atria-Konto wurde eine neue E-Mail-Adresse angefordert',
  emailChangeNoticeLine: (e) =>
    `Jemand, der in deinem Atria-Konto angemeldet ist, möchte dessen E-Mail-Adresse in ${e} ändern. Sie ändert sich erst, wenn diese Adresse es bestätigt.`,
  emailChangeNoticeAdvice:
    'Wenn du das nicht warst, ändere dein Passwort und melde dich in deinen Einstellungen überall ab.',
  openSettings: 'Einstellungen öffnen',
  emailChangeNoticeFooter: 'Du erhältst diese E-Mail, weil es die Adresse deines Atria-Kontos ist.',
};

/** Arabic counts: 1 دقيقة واحدة, 2 دقيقتين, 3–10 دقائق, 11+ دقيقة. */
function arMinutes(m: number): string {
  if (m === 0) return 'الآن';
  if (m === 1) return 'خلال دقيقة واحدة';
  if (m === 2) return 'خلال دقيقتين';
  if (m >= 3 && m <= 10) return `خلال ${m} دقائق`;
  return `خلال ${m} دقيقة`;
}

const ar: MailTexts = {
  dir: 'rtl',
  hello: (n) => `مرحبًا ${n}،`,
  organization: (n) => `المؤسسة ${n}`,
  event: (n) => `الفعالية ${n}`,
  someone: 'شخص ما',
  orOpenLink: 'أو افتح هذا الرابط:',
  invitationSubject: (i, p) => `دعاك ${i} إلى ${p} على Atria`,
  invitationLine: (i, p) => `دعاك ${i} للانضمام إلى ${p} على Atria.`,
  reinvitationSubject: (p) => `دعوتك إلى ${p} على Atria، مُرسلة مرة أخرى`,
  reinvitationLine: (i, p) => `أرسل إليك ${i} رابطًا جديدًا للانضمام إلى ${p} على Atria.`,
  choosePassword: 'اختر كلمة مرور لقبول الدعوة وتسجيل الدخول.',
  acceptInvitation: 'قبول الدعوة',
  claimFooter: 'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد 14 يومًا. إذا لم تكن تتوقع هذه الدعوة، فتجاهل هذه الرسالة.',
  addedSubject: (p) => `تمت إضافتك إلى ${p} على Atria`,
  addedLine: (i, p) => `أضافك ${i} إلى ${p} على Atria.`,
  signInToFind: 'سجّل الدخول بحسابك للعثور عليها.',
  openOrganization: 'فتح المؤسسة',
  openEvent: 'فتح الفعالية',
  addedFooter: 'تصلك هذه الرسالة لأن شخصًا ما أضاف عنوانك على Atria.',
  reminderSubject: (m, s) => `تبدأ ${arMinutes(m)}: ${s}`,
  reminderLine: (s, e, m, start) => `${s} (${e})، جلسة أضفتها إلى إشاراتك المرجعية، تبدأ ${arMinutes(m)}، في ${start}.`,
  openSession: 'فتح الجلسة',
  reminderFooter:
    'تصلك هذه الرسالة لأنك أضفت هذه الجلسة إلى إشاراتك المرجعية على Atria. يمكنك تغيير التذكيرات أو إيقافها من إعداداتك.',
  emailChangeConfirmSubject: 'أكّد عنوان بريدك الإلكتروني الجديد على Atria',
  emailChangeConfirmLine: (e) => `طلبت استخدام ${e} لحسابك على Atria. افتح الرابط لتأكيده: لا يتغيّر عنوانك إلا عندئذٍ.`,
  confirmAddress: 'تأكيد هذا العنوان',
  emailChangeConfirmFooter: (h) =>
    `يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ${h} ساعة. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن يتغيّر شيء.`,
  emailChangeNoticeSubject: 'طُلب تغيير عنوان بريدك الإلكتروني على Atria',
  emailChangeNoticeLine: (e) =>
    `طلب شخص مسجّل الدخول إلى حسابك على Atria تغيير عنوان بريده الإلكتروني إلى ${e}. لا يتغيّر إلا عندما يؤكّده ذلك العنوان.`,
  emailChangeNoticeAdvice: 'إذا لم تكن أنت، فغيّر كلمة المرور وسجّل الخروج من كل مكان من إعداداتك.',
  openSettings: 'فتح الإعدادات',
  emailChangeNoticeFooter: 'تصلك هذه الرسالة لأنه عنوان حسابك على Atria.',
};

export const MAIL_TEXTS: Readonly<Record<MessageLocale, MailTexts>> = { en, de, ar };

/** A language a mail may be written in, from a saved value (anything else: none). */
export function mailLocale(value: string | null | undefined): MessageLocale | undefined {
  return MESSAGE_LOCALES.find((locale) => locale === value);
}
