import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  SESSIONS_CSV_COLUMNS,
  SESSIONS_IMPORT_LIMITS,
  SESSIONS_IMPORT_MESSAGES as M,
  type SessionsImportPreview,
  type SessionsImportResult,
} from '@atria/contracts/sessions-import';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { validation } from '../../errors';
import type { ParseLimits } from '../../lib/csv-file';
import { requireEventEditor } from '../events/events.access';
import { eventsRepository } from '../events/events.repository';
import { hhmm } from '../sessions/sessions.mapper';
import { parseSessionsCsv, type RawSessionRow } from './sessions-import.parser';
import { sessionsImportRepository as repo } from './sessions-import.repository';
import { classifySessionRows, countSessionRows, type ClassifiedSessionRow } from './sessions-import.rows';
import { activityRepository as activity } from '../activity/activity.repository';

/** Checks the rows against the event as it is now (in `dbx`, which may be the commit's transaction). */
async function classify(dbx: Db, actor: Actor, eventId: number, raw: RawSessionRow[]): Promise<ClassifiedSessionRow[]> {
  const { event } = await requireEventEditor(dbx, eventId, actor.id);
  const [participants, stored] = await Promise.all([repo.participants(dbx, eventId), repo.sessions(dbx, eventId)]);
  const existing = stored.map((s) => ({ ...s, start_time: hhmm(s.start_time), end_time: hhmm(s.end_time) }));
  return classifySessionRows(raw, event, participants, existing);
}

/**
 * Sessions CSV import (a dry run, then an all-or-nothing commit) and export, for an event's editors
 * (docs/organizer-console-sessions.md#csv-import). Both read the upload as a stream, within `limits`.
 */
export function createSessionsImportService(ctx: AppContext, limits: ParseLimits = SESSIONS_IMPORT_LIMITS) {
  const { db } = ctx;
  return {
    /**
     * What importing the file would do, row by row, changing nothing. NOT_FOUND / FORBIDDEN as for editing the
     * event (checked before the file is read); VALIDATION with `errors.file` for a file-level problem.
     */
    async preview(actor: Actor, eventId: number, file: Readable): Promise<SessionsImportPreview> {
      await requireEventEditor(db, eventId, actor.id);
      const raw = await parseSessionsCsv(file, limits);
      const rows = await classify(db, actor, eventId, raw);
      const counts = countSessionRows(rows);
      return { counts, can_commit: counts.errors === 0, rows: rows.map((r) => r.row) };
    },

    /**
     * Creates the file's new sessions with their speakers in one transaction, under the event's lock (the one
     * participant and schedule changes take), so the checks hold until it commits. Sessions already in the agenda
     * are left as they are (a second import of the same file changes nothing). Any row error refuses the whole
     * file (VALIDATION, with `errors` keyed `line <n>`), as do the file-level errors of `preview`.
     */
    async commit(actor: Actor, eventId: number, file: Readable): Promise<SessionsImportResult> {
      await requireEventEditor(db, eventId, actor.id);
      const raw = await parseSessionsCsv(file, limits);
      return db.transaction(async (tx) => {
        await eventsRepository.lock(tx, eventId);
        const rows = await classify(tx, actor, eventId, raw);
        const counts = countSessionRows(rows);
        const failed = rows.filter((r) => r.row.status === 'error');
        if (failed.length > 0)
          throw validation(M.hasErrors, Object.fromEntries(failed.map((r) => [`line ${r.row.line}`, r.row.errors])));
        const fresh = rows.flatMap((r) => (r.session ? [r.session] : []));
        const made = await repo.insert(tx, eventId, fresh);
        await activity.forEvent(tx, eventId, actor.id, 'import.sessions', { count: made.sessions });
        return { counts, added: made.sessions, speakers_added: made.speakers };
      });
    },

    /**
     * The event's sessions as CSV in the import's columns (UTF-8 with a BOM, CRLF), speakers as
     * `email:role; ...`: cells a spreadsheet would run as a formula are prefixed with `'`. Editors only.
     */
    async exportCsv(actor: Actor, eventId: number): Promise<Readable> {
      await requireEventEditor(db, eventId, actor.id);
      const rows = await repo.forExport(db, eventId);
      const records = rows.map((r) => ({
        title: r.title,
        day: String(r.day_number),
        start: hhmm(r.start_time),
        end: hhmm(r.end_time),
        type: r.session_type.toLowerCase(),
        description: r.description ?? '',
        'stream url': r.stream_url ?? '',
        speakers: r.speakers.map((s) => `${s.email}:${s.role.toLowerCase()}`).join('; '),
      }));
      return Readable.from(records).pipe(
        stringify({
          header: true,
          columns: [...SESSIONS_CSV_COLUMNS],
          bom: true,
          escape_formulas: true,
          record_delimiter: 'windows',
        }),
      );
    },
  };
}
