import { randomUUID } from 'node:crypto';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { outboxRepository, type OutboxInsert } from '../outbox/outbox.repository';
import { mailRepository as repo } from './mail.repository';
import { mailLocale, MAIL_TEXTS } from './mail-texts';
import { addedMail, invitationMail, reinvitationMail, type Place, type RenderedMail } from './mail.templates';
import { MAIL_KIND, type MailPayload } from './mail.transport';

/** The base of links in mails: PUBLIC_URL, else where this server listens. */
export function appUrl(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/+$/, '');
}

/** An outbox row for one mail to one address, tied to the organization and event it concerns. */
export function mailItem(
  to: string,
  mail: RenderedMail,
  scope: { organizationId: number; eventId?: number | null },
): OutboxInsert {
  const payload: MailPayload = { to, subject: mail.subject, text: mail.text, html: mail.html, ref: randomUUID() };
  return {
    kind: MAIL_KIND,
    payload,
    summary: mail.subject,
    recipient: to,
    organization_id: scope.organizationId,
    event_id: scope.eventId ?? null,
  };
}

/** An outbox row for a mail about the person's own account (no organization or event). */
export function directMailItem(to: string, mail: RenderedMail): OutboxInsert {
  const payload: MailPayload = { to, subject: mail.subject, text: mail.text, html: mail.html, ref: randomUUID() };
  return { kind: MAIL_KIND, payload, summary: mail.subject, recipient: to, organization_id: null, event_id: null };
}

export type MailTarget = { organizationId: number } | { eventId: number };

export interface InvitationMailRequest {
  userId: number;
  invitedBy: number;
  target: MailTarget;
  /** The claim link's path (`/invite/<token>`), or null when the person has nothing to claim. */
  invitationPath: string | null;
  /** A fresh link for someone invited before. */
  resent?: boolean;
}

interface Resolved {
  place: Place;
  organizationId: number;
  eventId: number | null;
  appPath: string;
}

async function resolveTarget(db: Db, target: MailTarget): Promise<Resolved | undefined> {
  if ('organizationId' in target) {
    const name = await repo.organizationName(db, target.organizationId);
    if (name === undefined) return undefined;
    return {
      place: { kind: 'organization', name },
      organizationId: target.organizationId,
      eventId: null,
      appPath: `/app/organizations/${target.organizationId}`,
    };
  }
  const event = await repo.event(db, target.eventId);
  if (!event) return undefined;
  return {
    place: { kind: 'event', name: event.title },
    organizationId: event.organization_id,
    eventId: target.eventId,
    appPath: `/app/events/${target.eventId}`,
  };
}

/**
 * Queues, in the caller's transaction, the mails telling people they were invited or added: an invitation (or
 * a re-sent one) with the claim link when there is one, else a notice that they were added. Each request is one
 * mail; requests for the same target share its lookups.
 */
export async function queueInvitationMails(
  db: Db,
  env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>,
  requests: InvitationMailRequest[],
): Promise<void> {
  if (requests.length === 0) return;
  const people = new Map(
    (await repo.people(db, [...new Set(requests.flatMap((r) => [r.userId, r.invitedBy]))])).map((p) => [p.id, p]),
  );
  const targets = new Map<string, Resolved | undefined>();
  const base = appUrl(env);
  const items: OutboxInsert[] = [];
  for (const r of requests) {
    const key = JSON.stringify(r.target);
    if (!targets.has(key)) targets.set(key, await resolveTarget(db, r.target));
    const target = targets.get(key);
    const person = people.get(r.userId);
    const inviter = people.get(r.invitedBy);
    // Nobody is told about what they did themselves (an organizer adding themselves to an event).
    if (!target || !person || r.userId === r.invitedBy) continue;
    // The recipient's saved language; else the inviter's (someone invited by a German organizer most likely
    // reads German, and has saved nothing yet); else English (docs/i18n.md#mails).
    const locale = mailLocale(person.locale) ?? mailLocale(inviter?.locale) ?? 'en';
    const inviterName = inviter ? `${inviter.first_name} ${inviter.last_name}`.trim() : MAIL_TEXTS[locale].someone;
    const common = { firstName: person.first_name, inviterName, place: target.place, locale };
    const mail = r.invitationPath
      ? (r.resent ? reinvitationMail : invitationMail)({ ...common, link: `${base}${r.invitationPath}` })
      : addedMail({ ...common, link: `${base}${target.appPath}` });
    items.push(mailItem(person.email, mail, target));
  }
  await outboxRepository.enqueue(db, items);
}
