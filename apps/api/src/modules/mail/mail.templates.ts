/** The mails Atria sends, each as a subject, a plain-text body and an HTML body (docs/outbox.md#mail). */
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
}

export interface AddedParams {
  firstName: string;
  inviterName: string;
  place: Place;
  /** The absolute link to the organization or event in the app. */
  link: string;
}

function placeWords(place: Place): string {
  return place.kind === 'organization' ? `the organization ${place.name}` : `the event ${place.name}`;
}

function layout(paragraphs: string[], action: { label: string; link: string }, footer: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  const href = escapeHtml(action.link);
  return `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
${body}
<p style="margin:24px 0"><a href="${href}" style="background:#4f46e5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px">Or open this link: <a href="${href}">${href}</a></p>
<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
</body></html>`;
}

function text(paragraphs: string[], action: { label: string; link: string }, footer: string): string {
  return `${paragraphs.join('\n\n')}\n\n${action.label}: ${action.link}\n\n-- \n${footer}\n`;
}

function render(
  subject: string,
  paragraphs: string[],
  action: { label: string; link: string },
  footer: string,
): RenderedMail {
  return {
    subject: oneLine(subject),
    text: text(paragraphs, action, footer),
    html: layout(paragraphs, action, footer),
  };
}

const CLAIM_FOOTER =
  'The link works once and expires in 14 days. If you did not expect this invitation, ignore this mail.';

/** A new person invited to an organization or event: the claim link sets their password. */
export function invitationMail(p: InvitationParams): RenderedMail {
  const name = oneLine(p.place.name);
  return render(
    `${oneLine(p.inviterName)} invited you to ${name} on Atria`,
    [
      `Hello ${p.firstName},`,
      `${p.inviterName} invited you to ${placeWords(p.place)} on Atria.`,
      'Choose a password to accept the invitation and sign in.',
    ],
    { label: 'Accept the invitation', link: p.link },
    CLAIM_FOOTER,
  );
}

/** A fresh claim link for someone who has not set their password yet; earlier links stop mattering. */
export function reinvitationMail(p: InvitationParams): RenderedMail {
  const name = oneLine(p.place.name);
  return render(
    `Your invitation to ${name} on Atria, sent again`,
    [
      `Hello ${p.firstName},`,
      `${p.inviterName} sent you a new link to join ${placeWords(p.place)} on Atria.`,
      'Choose a password to accept the invitation and sign in.',
    ],
    { label: 'Accept the invitation', link: p.link },
    CLAIM_FOOTER,
  );
}

/** Someone with an account was added: nothing to claim, a link to where they were added. */
export function addedMail(p: AddedParams): RenderedMail {
  const name = oneLine(p.place.name);
  return render(
    `You were added to ${name} on Atria`,
    [
      `Hello ${p.firstName},`,
      `${p.inviterName} added you to ${placeWords(p.place)} on Atria.`,
      'Sign in with your account to find it.',
    ],
    { label: p.place.kind === 'organization' ? 'Open the organization' : 'Open the event', link: p.link },
    'You get this mail because someone added your address on Atria.',
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
}

/** A bookmarked session starts soon (docs/notifications.md#reminders). */
export function reminderMail(p: ReminderParams): RenderedMail {
  const when = p.minutesBefore === 0 ? 'now' : `in ${p.minutesBefore} minutes`;
  return render(
    `Starting ${when}: ${oneLine(p.sessionTitle)}`,
    [
      `Hello ${p.firstName},`,
      `${p.sessionTitle} (${p.eventTitle}), a session you bookmarked, starts ${when}, at ${p.localStart}.`,
    ],
    { label: 'Open the session', link: p.link },
    'You get this mail because you bookmarked this session on Atria. You can change or turn off reminders in your settings.',
  );
}
