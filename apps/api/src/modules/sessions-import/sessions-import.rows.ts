import {
  CreateSessionBody,
  MESSAGES,
  UNSTORABLE_TEXT_MESSAGE,
  dayNumberOutOfRange,
  isStorableText,
  type SessionType,
  type SpeakerRole,
} from '@atria/contracts';
import {
  SESSIONS_IMPORT_MESSAGES as M,
  SpeakerEmail,
  sessionTypeFromCsv,
  speakerRoleFromCsv,
  splitSpeakersCell,
  type SessionImportRow,
  type SessionsImportCounts,
} from '@atria/contracts/sessions-import';
import { AppError } from '../../errors';
import type { EventClock } from '../../lib/event-time';
import { requireExistingSessionTimes } from '../../lib/time-rules';
import type { RawSessionRow } from './sessions-import.parser';

/** An event participant a speakers cell may name, by lower-case email. */
export interface Participant {
  id: number;
  name: string;
}

/** A session already in the agenda, with its speakers' ids. */
export interface ExistingSession {
  title: string;
  day_number: number;
  start_time: string;
  end_time: string;
  speaker_ids: number[];
}

export interface SessionsEvent extends EventClock {
  day_count: number;
}

/** What a row creates: the session's fields and its speakers in order. */
export interface NewSession {
  title: string;
  description: string | null;
  session_type: SessionType;
  day_number: number;
  start_time: string;
  end_time: string;
  stream_url: string | null;
  speakers: { user_id: number; role: SpeakerRole }[];
}

export interface ClassifiedSessionRow {
  row: SessionImportRow;
  /** Set for new rows only. */
  session?: NewSession;
}

/** Identifies a session for re-imports: the title (any case) and its slot. */
export const sessionKey = (s: { title: string; day_number: number; start_time: string; end_time: string }): string =>
  `${s.title.trim().replace(/\s+/g, ' ').toLowerCase()}\u0000${s.day_number}\u0000${s.start_time}\u0000${s.end_time}`;

interface Booking {
  title: string;
  day: number;
  start: string;
  end: string;
}

/**
 * Checks every row as the session form and the speaker editor would: the fields (CreateSessionBody), the day within
 * the event, times that exist on that day in the event's zone, speakers who are participants, named once, with a
 * known role, and not speaking in an overlapping session (already in the agenda or earlier in the file). A row
 * naming a session already in the agenda (same title, day and times) is skipped, not an error, so importing the
 * same file again changes nothing; the same session twice in the file is an error.
 */
export function classifySessionRows(
  raw: RawSessionRow[],
  event: SessionsEvent,
  participants: Map<string, Participant>,
  existing: ExistingSession[],
): ClassifiedSessionRow[] {
  const inAgenda = new Set(existing.map(sessionKey));
  const bookings = new Map<number, Booking[]>();
  const book = (userId: number, b: Booking) => {
    const list = bookings.get(userId);
    if (list) list.push(b);
    else bookings.set(userId, [b]);
  };
  for (const s of existing)
    for (const id of s.speaker_ids)
      book(id, { title: s.title, day: s.day_number, start: s.start_time, end: s.end_time });
  const firstLine = new Map<string, number>();
  const nameOf = new Map([...participants.values()].map((p) => [p.id, p.name]));

  return raw.map(({ line, cells }) => {
    const errors: string[] = [];
    if (Object.values(cells).some((value) => !isStorableText(value))) errors.push(UNSTORABLE_TEXT_MESSAGE);

    let day: number | undefined;
    if (cells.day === '') errors.push(MESSAGES.dayNumberRequired);
    else if (!/^\d{1,4}$/.test(cells.day)) errors.push(M.dayNotNumber(cells.day));
    else day = Number(cells.day);

    const type = sessionTypeFromCsv(cells.type);
    if (type === null) errors.push(M.unknownType(cells.type));

    const parsed = CreateSessionBody.safeParse({
      title: cells.title,
      description: cells.description,
      session_type: type ?? 'PRESENTATION',
      start_time: cells.start,
      end_time: cells.end,
      day_number: day ?? 1,
      stream_url: cells['stream url'],
    });
    if (!parsed.success) errors.push(...parsed.error.issues.map((i) => i.message));
    if (parsed.success && day !== undefined) {
      if (day < 1 || day > event.day_count) errors.push(dayNumberOutOfRange(event.day_count));
      else {
        try {
          requireExistingSessionTimes(event, parsed.data);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          errors.push(...Object.values(err.errors ?? { time: [err.message] }).flat());
        }
      }
    }

    const named = splitSpeakersCell(cells.speakers);
    const speakers: NewSession['speakers'] = [];
    const seen = new Set<number>();
    for (const entry of named) {
      const email = SpeakerEmail.safeParse(entry.email);
      const role = speakerRoleFromCsv(entry.role);
      if (!email.success) {
        errors.push(`${entry.email}: ${MESSAGES.emailInvalidShort}`);
        continue;
      }
      if (role === null) errors.push(M.unknownSpeakerRole(entry.role));
      const person = participants.get(email.data.toLowerCase());
      if (!person) errors.push(M.speakerNotParticipant(entry.email));
      else if (seen.has(person.id)) errors.push(M.speakerTwice(entry.email));
      else {
        seen.add(person.id);
        if (role) speakers.push({ user_id: person.id, role });
      }
    }

    const row: SessionImportRow = {
      line,
      title: cells.title,
      day: cells.day,
      start_time: parsed.success ? parsed.data.start_time : cells.start,
      end_time: parsed.success ? parsed.data.end_time : cells.end,
      session_type: type ?? cells.type,
      speakers: named,
      status: 'error',
      errors: [...new Set(errors)],
    };
    if (row.errors.length > 0 || !parsed.success || day === undefined) return { row };

    const data = parsed.data;
    const key = sessionKey(data);
    const earlier = firstLine.get(key);
    if (earlier !== undefined) return { row: { ...row, errors: [M.duplicateInFile(earlier)] } };
    firstLine.set(key, line);
    if (inAgenda.has(key)) return { row: { ...row, status: 'existing', errors: [M.alreadyInAgenda] } };

    const overlaps = speakers.flatMap(({ user_id }) => {
      const clash = (bookings.get(user_id) ?? []).find(
        (b) => b.day === data.day_number && b.start < data.end_time && b.end > data.start_time,
      );
      return clash ? [M.speakerOverlap(nameOf.get(user_id) ?? '', clash.title, clash.day, clash.start, clash.end)] : [];
    });
    if (overlaps.length > 0) return { row: { ...row, errors: overlaps } };
    for (const { user_id } of speakers)
      book(user_id, { title: data.title, day: data.day_number, start: data.start_time, end: data.end_time });

    return {
      row: { ...row, status: 'new' },
      session: {
        title: data.title,
        description: data.description ?? null,
        session_type: data.session_type,
        day_number: data.day_number,
        start_time: data.start_time,
        end_time: data.end_time,
        stream_url: data.stream_url,
        speakers,
      },
    };
  });
}

export function countSessionRows(rows: ClassifiedSessionRow[]): SessionsImportCounts {
  const count = (status: SessionImportRow['status']) => rows.filter((r) => r.row.status === status).length;
  return {
    rows: rows.length,
    new_sessions: count('new'),
    existing_sessions: count('existing'),
    errors: count('error'),
  };
}
