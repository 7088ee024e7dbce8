import { listMeta } from '@atria/contracts';
import {
  NETWORK_MESSAGES,
  type CreateReportBody,
  type Report,
  type ReportList,
  type ReportsQuery,
  type ResolveReportBody,
} from '@atria/contracts/network';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound, validation } from '../../errors';
import { requireEventViewer } from '../events/events.access';
import type { EventAccess } from '../events/events.policy';
import { imagesByIds } from '../media/media-lookup';
import { networkRepository } from './network.repository';
import { reportsRepository as repo, type ReportRow } from './reports.repository';
import { toPerson } from './network.service';
import { isEventStaff } from './networking-settings.service';

/** Who works the report queue: the event's moderators and those who edit it. */
export const canModerateReports = (a: EventAccess): boolean => isEventStaff(a);

/** Reports of people and direct messages to an event's moderators (docs/networking.md#reports). */
export function createReportsService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;

  async function toReports(rows: ReportRow[]): Promise<Report[]> {
    const ids = [...new Set(rows.flatMap((r) => [r.reporter_id, r.reported_user_id]).filter((id) => id !== null))];
    const people = await repo.people(db, ids);
    const avatars = await imagesByIds(
      db,
      people.map((p) => p.avatar_media_id),
    );
    const byId = new Map(people.map((p) => [p.id, toPerson({ ...p, profile_visible: true }, avatars)]));
    return rows.map((r) => ({
      id: r.id,
      event_id: r.event_id,
      reporter: r.reporter_id === null ? null : (byId.get(r.reporter_id) ?? null),
      reported: r.reported_user_id === null ? null : (byId.get(r.reported_user_id) ?? null),
      message:
        r.message_content === null
          ? null
          : {
              id: r.message_id ?? 0,
              content: r.message_content,
              sent_at: (r.message_sent_at ?? r.created_at).toISOString(),
            },
      reason: r.reason,
      status: r.status,
      resolution: r.resolution,
      resolved_by: r.resolved_by,
      resolved_at: r.resolved_at === null ? null : r.resolved_at.toISOString(),
      created_at: r.created_at.toISOString(),
    }));
  }

  async function requireModerator(dbh: Db, actor: Actor, eventId: number) {
    const found = await requireEventViewer(dbh, eventId, actor.id);
    if (!canModerateReports(found.access)) throw forbidden(NETWORK_MESSAGES.cannotModerate);
    return found;
  }

  const fieldError = (field: string, message: string) => validation(message, { [field]: [message] });

  return {
    /**
     * Reports a person of the event, or a direct message sent to the reporter (its sender is then the person
     * reported; its text is kept with the report). NOT_FOUND for someone who cannot see the event; VALIDATION
     * for no target, yourself, someone outside the event, or a message that is not to the reporter.
     */
    async create(actor: Actor, eventId: number, body: CreateReportBody): Promise<Report> {
      await requireEventViewer(db, eventId, actor.id);
      let reportedId = body.user_id;
      let message: { id: number; content: string; sent_at: Date } | null = null;
      let chatMessage: { content: string; sent_at: Date } | null = null;
      if (body.message_id !== undefined) {
        const m = await networkRepository.messageForReport(db, body.message_id);
        const toActor = m && m.sender_id !== actor.id && (m.user_low_id === actor.id || m.user_high_id === actor.id);
        if (!m || !toActor) throw fieldError('message_id', NETWORK_MESSAGES.reportMessageNotYours);
        if (reportedId !== undefined && reportedId !== m.sender_id)
          throw fieldError('user_id', NETWORK_MESSAGES.reportMessageNotYours);
        reportedId = m.sender_id;
        message = { id: Number(m.id), content: m.content, sent_at: new Date(m.created_at) };
      }
      if (body.chat_message_id !== undefined) {
        if (message) throw fieldError('chat_message_id', NETWORK_MESSAGES.reportTarget);
        const m = await networkRepository.chatMessageForReport(db, eventId, body.chat_message_id);
        if (!m || (reportedId !== undefined && reportedId !== m.author_id))
          throw fieldError('chat_message_id', NETWORK_MESSAGES.reportChatMessage);
        reportedId = m.author_id;
        chatMessage = { content: m.body, sent_at: new Date(m.created_at) };
      }
      if (reportedId === undefined) throw fieldError('user_id', NETWORK_MESSAGES.reportTarget);
      if (reportedId === actor.id) throw fieldError('user_id', NETWORK_MESSAGES.reportYourself);
      if (!(await networkRepository.seesEvent(db, reportedId, eventId)))
        throw fieldError('user_id', NETWORK_MESSAGES.notInEvent);
      const row = await repo.insert(db, {
        event_id: eventId,
        reporter_id: actor.id,
        reported_user_id: reportedId,
        message_id: message?.id ?? null,
        message_content: message?.content ?? chatMessage?.content ?? null,
        message_sent_at: message?.sent_at ?? chatMessage?.sent_at ?? null,
        reason: body.reason,
      });
      const [report] = await toReports([row]);
      if (!report) throw new Error('report vanished');
      return report;
    },

    /** The event's reports of one status, oldest first (moderators). NOT_FOUND, FORBIDDEN. */
    async list(actor: Actor, eventId: number, q: ReportsQuery): Promise<ReportList> {
      await requireModerator(db, actor, eventId);
      const { rows, total } = await repo.page(db, eventId, q.status, q.per_page, (q.page - 1) * q.per_page);
      return { reports: await toReports(rows), ...listMeta(total, q) };
    },

    /** Resolves an open report (moderators). NOT_FOUND (also a report of another event), FORBIDDEN, CONFLICT. */
    async resolve(actor: Actor, eventId: number, reportId: number, body: ResolveReportBody): Promise<Report> {
      const row = await db.transaction(async (tx) => {
        await requireModerator(tx, actor, eventId);
        const current = await repo.lockIn(tx, eventId, reportId);
        if (!current) throw notFound('Report');
        if (current.status === 'RESOLVED') throw conflict(NETWORK_MESSAGES.alreadyResolved);
        const updated = await repo.resolve(tx, reportId, {
          resolution: body.resolution === '' ? null : (body.resolution ?? null),
          resolved_by: actor.id,
        });
        return updated;
      });
      if (!row) throw notFound('Report');
      const [report] = await toReports([row]);
      if (!report) throw notFound('Report');
      return report;
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
