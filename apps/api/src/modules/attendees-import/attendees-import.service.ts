import { Readable } from 'node:stream';
import { isStorableText } from '@atria/contracts';
import { stringify } from 'csv-stringify';
import {
  ATTENDEES_IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type AttendeesImportPreview,
  type AttendeesImportResult,
} from '@atria/contracts/attendees-import';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { validation } from '../../errors';
import { requireEventEditor } from '../events/events.access';
import { eventsPolicy } from '../events/events.policy';
import { eventsRepository } from '../events/events.repository';
import { newInvitation } from '../invitations/invitations.service';
import { queueInvitationMails, type InvitationMailRequest } from '../mail/mail.service';
import type { ParseLimits } from '../../lib/csv-file';
import { parseAttendeesCsv } from './attendees-import.parser';
import { attendeesImportRepository as repo } from './attendees-import.repository';
import { classifyRows, countRows, emailKey, type ClassifiedRow, type KnownAccount } from './attendees-import.rows';
import { activityRepository as activity } from '../activity/activity.repository';

/** Checks the rows against the event as it is now (in `dbx`, which may be the commit's transaction). */
async function classify(
  dbx: Db,
  actor: Actor,
  eventId: number,
  raw: Awaited<ReturnType<typeof parseAttendeesCsv>>,
): Promise<ClassifiedRow[]> {
  const { access } = await requireEventEditor(dbx, eventId, actor.id);
  const emails = [...new Set(raw.map((r) => emailKey(r.cells.email)).filter((e) => e !== '' && isStorableText(e)))];
  const known = new Map<string, KnownAccount>(
    (await repo.known(dbx, eventId, emails)).map((k) => [k.email, { id: k.id, participant: k.participant }]),
  );
  return classifyRows(raw, known, (role, userId) => eventsPolicy.canSetRole(access, null, role, userId === actor.id));
}

/** The export's columns, the import's header: an exported file imports again as it is. */
const EXPORT_HEADER = ['email', 'first name', 'last name', 'role', 'title', 'company'];

/**
 * Attendee CSV import (a dry run, then an all-or-nothing commit) and export, for an event's editors
 * (docs/outbox.md#attendee-import). Both read the upload as a stream, within `limits`.
 */
export function createAttendeesImportService(ctx: AppContext, limits: ParseLimits = ATTENDEES_IMPORT_LIMITS) {
  const { db } = ctx;
  return {
    /**
     * What importing the file would do, row by row, changing nothing. NOT_FOUND / FORBIDDEN as for editing the
     * event (checked before the file is read); VALIDATION with `errors.file` for a file-level problem.
     */
    async preview(actor: Actor, eventId: number, file: Readable): Promise<AttendeesImportPreview> {
      await requireEventEditor(db, eventId, actor.id);
      const raw = await parseAttendeesCsv(file, limits);
      const rows = await classify(db, actor, eventId, raw);
      const counts = countRows(rows);
      return { counts, can_commit: counts.errors === 0, rows: rows.map((r) => r.row) };
    },

    /**
     * Imports the file in one transaction: new emails become invited accounts with a claim link mailed to them,
     * existing accounts are added and mailed a notice, people already in the event are left as they are (so a
     * second import of the same file changes nothing). Any row error refuses the whole file (VALIDATION, with
     * `errors` keyed `line <n>`), as do the file-level errors of `preview`.
     */
    async commit(actor: Actor, eventId: number, file: Readable): Promise<AttendeesImportResult> {
      await requireEventEditor(db, eventId, actor.id);
      const raw = await parseAttendeesCsv(file, limits);
      return db.transaction(async (tx) => {
        await eventsRepository.lock(tx, eventId);
        const rows = await classify(tx, actor, eventId, raw);
        const counts = countRows(rows);
        const failed = rows.filter((r) => r.row.status === 'error');
        if (failed.length > 0)
          throw validation(
            IMPORT_MESSAGES.hasErrors,
            Object.fromEntries(failed.map((r) => [`line ${r.row.line}`, r.row.errors])),
          );

        const fresh = rows.filter((r) => r.row.status === 'new' && r.fields);
        const created = await repo.insertInvited(
          tx,
          fresh.map(({ fields }) => ({
            email: fields?.email ?? '',
            first_name: fields?.first_name ?? '',
            last_name: fields?.last_name ?? '',
            title: fields?.title || null,
            company_name: fields?.company || null,
          })),
        );
        const createdIds = new Map(created.map((c) => [emailKey(c.email), c.id]));
        // An email taken by another transaction since the check is a conflict the caller can retry: refuse it all.
        if (created.length !== fresh.length)
          throw validation(IMPORT_MESSAGES.hasErrors, {
            file: ['Someone else added some of these people meanwhile: import the file again'],
          });

        const toAdd = rows.flatMap((r) => {
          const userId =
            r.row.status === 'new'
              ? createdIds.get(emailKey(r.fields?.email ?? ''))
              : r.row.status === 'existing_account'
                ? r.userId
                : undefined;
          return userId !== undefined && r.role ? [{ user_id: userId, role: r.role }] : [];
        });
        const added = await repo.addParticipants(tx, eventId, toAdd);

        const invitations = created.map((c) => ({
          userId: c.id,
          ...newInvitation(c.id, { invitedBy: actor.id, eventId }),
        }));
        await repo.insertInvitations(
          tx,
          invitations.map((i) => i.row),
        );
        const pathOf = new Map(invitations.map((i) => [i.userId, i.path]));
        const mails: InvitationMailRequest[] = added.map((a) => ({
          userId: a.user_id,
          invitedBy: actor.id,
          target: { eventId },
          invitationPath: pathOf.get(a.user_id) ?? null,
        }));
        await queueInvitationMails(tx, ctx.env, mails);
        await activity.forEvent(tx, eventId, actor.id, 'import.attendees', { count: added.length });
        return { counts, added: added.length, mails_queued: mails.filter((m) => m.userId !== actor.id).length };
      });
    },

    /**
     * The event's participants as CSV (UTF-8 with a BOM, for spreadsheets): cells that a spreadsheet would run
     * as a formula (starting with = + - @, a tab or a carriage return) are prefixed with `'`. Editors only.
     */
    async exportCsv(actor: Actor, eventId: number): Promise<Readable> {
      await requireEventEditor(db, eventId, actor.id);
      const rows = await repo.participants(db, eventId);
      const records = rows.map((r) => ({
        email: r.email,
        'first name': r.first_name,
        'last name': r.last_name,
        role: r.role,
        title: r.title ?? '',
        company: r.company ?? '',
      }));
      return Readable.from(records).pipe(
        stringify({
          header: true,
          columns: EXPORT_HEADER,
          bom: true,
          escape_formulas: true,
          record_delimiter: 'windows',
        }),
      );
    },
  };
}
