import type { MessageLocale } from '@atria/contracts/messages-i18n';
import { MAIL_TEXTS, type MailTexts } from './mail-texts';

/**
 * The mails Atria sends, each as a subject, a plain-text body and an HTML body (docs/outbox.md#mail), in the
 * recipient's language (docs/i18n.md#mails; English when none is given).
 */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** One line: names typed by people end up in a header, where a line break would start another header. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const oneLine = (value: string): string => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

export type Place = { kind: 'organization'; name: string } | { kind: 'event'; name: string };

export interface InvitationParams {
  firstName: string;
  inviterName: string;
  place: Place;
  /** The absolute claim link. */
  link: string;
  /** The recipient's language; English when absent. */
  locale?: MessageLocale;
}

export interface AddedParams {
  firstName: string;
  inviterName: string;
  place: Place;
  /** The absolute link to the organization or event in the app. */
  link: string;
  /** The recipient's language; English when absent. */
  locale?: MessageLocale;
}

function placeWords(texts: MailTexts, place: Place): string {
  return place.kind === 'organization' ? texts.organization(place.name) : texts.event(place.name);
}

function layout(
  locale: MessageLocale,
  texts: MailTexts,
  paragraphs: string[],
  action: { label: string; link: string },
  footer: string,
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  const href = escapeHtml(action.link);
  const align = texts.dir === 'rtl' ? 'right' : 'left';
  // Links stay left to right inside a right-to-left text (a URL reads the same in every language).
  return `<!doctype html>
<html lang="${locale}" dir="${texts.dir}"><body dir="${texts.dir}" style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px;direction:${texts.dir};text-align:${align}">
${body}
<p style="margin:24px 0"><a href="${href}" style="background:#4f46e5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px">${escapeHtml(texts.orOpenLink)} <a href="${href}" dir="ltr">${href}</a></p>
<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
</body></html>`;
}

function text(paragraphs: string[], action: { label: string; link: string }, footer: string): string {
  return `${paragraphs.join('\n\n')}\n\n${action.label}: ${action.link}\n\n-- \n${footer}\n`;
}

function render(
  locale: MessageLocale,
  subject: string,
  paragraphs: string[],
  action: { label: string; link: string },
  footer: string,
): RenderedMail {
  return {
    subject: oneLine(subject),
    text: text(paragraphs, action, footer),
    html: layout(locale, MAIL_TEXTS[locale], paragraphs, action, footer),
  };
}

/** A new person invited to an organization or event: the claim link sets their password. */
export function invitationMail(p: InvitationParams): RenderedMail {
  const locale = p.locale ?? 'en';
  const x = MAIL_TEXTS[locale];
  return render(
    locale,
    x.invitationSubject(oneLine(p.inviterName), oneLine(p.place.name)),
    [x.hello(p.firstName), x.invitationLine(p.inviterName, placeWords(x, p.place)), x.choosePassword],
    { label: x.acceptInvitation, link: p.link },
    x.claimFooter,
  );
}

/** A fresh claim link for someone who has not set their password yet; earlier links stop mattering. */
export function reinvitationMail(p: InvitationParams): RenderedMail {
  const locale = p.locale ?? 'en';
  const x = MAIL_TEXTS[locale];
  return render(
    locale,
    x.reinvitationSubject(oneLine(p.place.name)),
    [x.hello(p.firstName), x.reinvitationLine(p.inviterName, placeWords(x, p.place)), x.choosePassword],
    { label: x.acceptInvitation, link: p.link },
    x.claimFooter,
  );
}

/** Someone with an account was added: nothing to claim, a link to where they were added. */
export function addedMail(p: AddedParams): RenderedMail {
  const locale = p.locale ?? 'en';
  const x = MAIL_TEXTS[locale];
  return render(
    locale,
    x.addedSubject(oneLine(p.place.name)),
    [x.hello(p.firstName), x.addedLine(p.inviterName, placeWords(x, p.place)), x.signInToFind],
    { label: p.place.kind === 'organization' ? x.openOrganization : x.openEvent, link: p.link },
    x.addedFooter,
  );
}

export interface ReminderParams {
  firstName: string;
  sessionTitle: string;
  eventTitle: string;
  /** How long before the start it is sent (0: at the start). */
  minutesBefore: number;
  /** The start as the event shows it: `2031-06-01 10:00 CEST`. */
  localStart: string;
  /** The absolute link to the session in the app. */
  link: string;
  /** The recipient's language; English when absent. */
  locale?: MessageLocale;
}

/** A bookmarked session starts soon (docs/notifications.md#reminders). */
export function reminderMail(p: ReminderParams): RenderedMail {
  const locale = p.locale ?? 'en';
  const x = MAIL_TEXTS[locale];
  return render(
    locale,
    x.reminderSubject(p.minutesBefore, oneLine(p.sessionTitle)),
    [x.hello(p.firstName), x.reminderLine(p.sessionTitle, p.eventTitle, p.minutesBefore, p.localStart)],
    { label: x.openSession, link: p.link },
    x.reminderFooter,
  );
}

export interface EmailChangeParams {
  firstName: string;
  newEmail: string;
  /** The confirmation link (to the new address) or the settings page (to the old one). */
  link: string;
  hours: number;
  /** The account holder's language; English when absent. */
  locale?: MessageLocale;
}

/** To the new address: the link that makes it the account's (docs/security/account.md, section 5). */
export function emailChangeConfirmMail(p: EmailChangeParams): RenderedMail {
  const locale = p.locale ?? 'en';
  const x = MAIL_TEXTS[locale];
  return render(
    locale,
    x.emailChangeConfirmSubject,
    [x.hello(p.firstName), x.emailChangeConfirmLine(oneLine(p.newEmail))],
    { label: x.confirmAddress, link: p.link },
    x.emailChangeConfirmFooter(p.hours),
  );
}

/** To the old address: a change was asked for; nothing happens unless the new address confirms it. */
export function emailChangeNoticeMail(p: EmailChangeParams): RenderedMail {
  const locale = p.locale ?? 'en';
  const x = MAIL_TEXTS[locale];
  return render(
    locale,
    x.emailChangeNoticeSubject,
    [x.hello(p.firstName), x.emailChangeNoticeLine(oneLine(p.newEmail)), x.emailChangeNoticeAdvice],
    { label: x.openSettings, link: p.link },
    x.emailChangeNoticeFooter,
  );
}
