import { listMeta } from '@atria/contracts';
import type { OutboxItem, OutboxList, OutboxListQuery } from '@atria/contracts/mail';
import type { Actor, AppContext } from '../../context';
import { forbidden, notFound } from '../../errors';
import { requireEventEditor } from '../events/events.access';
import { organizationsPolicy } from '../organizations/organizations.policy';
import { organizationsRepository } from '../organizations/organizations.repository';
import { outboxRepository as repo } from '../outbox/outbox.repository';

type Row = Awaited<ReturnType<typeof repo.list>>['rows'][number];

function toOutboxItem(r: Row): OutboxItem {
  return {
    id: r.id,
    kind: r.kind,
    summary: r.summary,
    recipient: r.recipient,
    status: r.status,
    attempts: r.attempts,
    last_error: r.last_error,
    next_attempt_at: r.next_attempt_at.toISOString(),
    created_at: r.created_at.toISOString(),
    sent_at: r.sent_at ? r.sent_at.toISOString() : null,
  };
}

/**
 * The "Sent mail" view: what the outbox holds for an organization or an event, for its admins. A module of
 * its own, above events and organizations (whose access checks it uses) and the outbox, which the mail that
 * events and organizations queue goes through: in modules/outbox it closed a cycle events -> mail -> outbox.
 */
export function createSentMailService(ctx: AppContext) {
  const { db } = ctx;
  return {
    /**
     * An organization's mail, newest first, every event of it included (OWNER/ADMIN). NOT_FOUND for outsiders,
     * FORBIDDEN for members.
     */
    async listForOrganization(actor: Actor, organizationId: number, q: OutboxListQuery): Promise<OutboxList> {
      const role = await organizationsRepository.roleOf(db, organizationId, actor.id);
      if (!organizationsPolicy.canView(role)) throw notFound('Organization');
      if (!organizationsPolicy.canUpdate(role)) throw forbidden('Only owners and admins can see the mail sent');
      const { rows, total } = await repo.list(db, { organizationId }, q.status, q.per_page, (q.page - 1) * q.per_page);
      return { mail: rows.map(toOutboxItem), ...listMeta(total, q) };
    },

    /** An event's mail, newest first (the event's editors). NOT_FOUND for outsiders, FORBIDDEN for readers. */
    async listForEvent(actor: Actor, eventId: number, q: OutboxListQuery): Promise<OutboxList> {
      await requireEventEditor(db, eventId, actor.id);
      const { rows, total } = await repo.list(db, { eventId }, q.status, q.per_page, (q.page - 1) * q.per_page);
      return { mail: rows.map(toOutboxItem), ...listMeta(total, q) };
    },
  };
}
