import { z } from 'zod';
import { emailField } from './auth';
import { SessionType, SpeakerRole } from './enums';
import { MESSAGES } from './validation';

/**
 * Limits of a sessions CSV (docs/organizer-console-sessions.md#csv-import): bigger files are refused before
 * they are read whole. An agenda is far smaller than an attendee list, so fewer rows are allowed.
 */
export const SESSIONS_IMPORT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 5_000,
} as const;

/** The columns of a sessions CSV, as its header names them (any case; spaces, `_` or `-` between words). */
export const SESSIONS_CSV_COLUMNS = [
  'title',
  'day',
  'start',
  'end',
  'type',
  'description',
  'stream url',
  'speakers',
] as const;
export const SESSIONS_CSV_REQUIRED = ['title', 'day', 'start', 'end'] as const;

const COLUMN_LIST = SESSIONS_CSV_COLUMNS.join(', ');

export const SESSIONS_IMPORT_MESSAGES = {
  tooLarge: (maxBytes: number) =>
    `The file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB: split it into smaller files`,
  tooManyRows: (maxRows: number) =>
    `The file has more than ${maxRows.toLocaleString('en-US')} rows: split it into smaller files`,
  empty: `The file is empty: the first line must name the columns (${COLUMN_LIST})`,
  missingColumns: (names: string[]) => `Missing columns: ${names.join(', ')}`,
  unknownColumns: (names: string[]) => `Unknown columns: ${names.join(', ')} (expected ${COLUMN_LIST})`,
  duplicateColumns: (names: string[]) => `Columns named twice: ${names.join(', ')}`,
  unreadable: (detail: string) => `The file is not valid CSV: ${detail}`,
  notUtf8: 'The file is not UTF-8 text: save it as "CSV UTF-8" and import it again',
  noRows: 'The file has a header but no sessions',
  dayNotNumber: (value: string) => `Day "${value}" is not a day number (1, 2, ...)`,
  unknownType: (value: string) =>
    `Unknown type "${value}": use keynote, workshop, panel, presentation, networking or qa`,
  unknownSpeakerRole: (value: string) =>
    `Unknown speaker role "${value}": use host, keynote, speaker, moderator or panelist`,
  speakerNotParticipant: (email: string) => `${email} is not a participant of the event: add them first`,
  speakerTwice: (email: string) => `${email} is named twice in this session`,
  speakerOverlap: (name: string, title: string, day: number, start: string, end: string) =>
    `${name} is already speaking in '${title}' on day ${day} from ${start} to ${end}, which overlaps this session`,
  duplicateInFile: (line: number) => `Same session as line ${line}`,
  alreadyInAgenda: 'Already in the agenda (same title, day and times): left as is',
  hasErrors: 'The file has errors: nothing was imported. Fix the rows listed and import it again',
  changedMeanwhile: 'The agenda changed meanwhile: preview the file again',
} as const;

/** new: the session is created; existing: the same session is already there and is skipped; error: see `errors`. */
export const SessionImportRowStatus = z.enum(['new', 'existing', 'error']);
export type SessionImportRowStatus = z.infer<typeof SessionImportRowStatus>;

export const SessionImportSpeaker = z.object({ email: z.string(), role: z.string() });
export type SessionImportSpeaker = z.infer<typeof SessionImportSpeaker>;

export const SessionImportRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  title: z.string(),
  /** As written in the file. */
  day: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  session_type: z.string(),
  speakers: z.array(SessionImportSpeaker),
  status: SessionImportRowStatus,
  errors: z.array(z.string()),
});
export type SessionImportRow = z.infer<typeof SessionImportRow>;

export const SessionsImportCounts = z.object({
  rows: z.number().int(),
  new_sessions: z.number().int(),
  existing_sessions: z.number().int(),
  errors: z.number().int(),
});
export type SessionsImportCounts = z.infer<typeof SessionsImportCounts>;

/** The dry run: what a commit of the same file would do, row by row. */
export const SessionsImportPreview = z.object({
  counts: SessionsImportCounts,
  /** False while any row has an error: a commit imports all rows or none. */
  can_commit: z.boolean(),
  rows: z.array(SessionImportRow),
});
export type SessionsImportPreview = z.infer<typeof SessionsImportPreview>;

export const SessionsImportResult = z.object({
  counts: SessionsImportCounts,
  /** Sessions created by this import. */
  added: z.number().int(),
  /** Speaker bookings created with them. */
  speakers_added: z.number().int(),
});
export type SessionsImportResult = z.infer<typeof SessionsImportResult>;

/** The session type a CSV cell names (any case, spaces or dashes for `_`, `Q&A` for QA; empty: PRESENTATION). */
export function sessionTypeFromCsv(value: string): SessionType | null {
  const v = value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  if (v === '') return 'PRESENTATION';
  if (v === 'Q&A' || v === 'Q_&_A') return 'QA';
  const parsed = SessionType.safeParse(v);
  return parsed.success ? parsed.data : null;
}

/** A speaker role a CSV names (any case; empty: SPEAKER), or null for an unknown one. */
export function speakerRoleFromCsv(value: string): SpeakerRole | null {
  const v = value.trim().toUpperCase();
  if (v === '') return 'SPEAKER';
  const parsed = SpeakerRole.safeParse(v);
  return parsed.success ? parsed.data : null;
}

/**
 * The speakers cell: entries separated by `;`, `,` or line breaks, each an email with an optional role after a
 * colon or in parentheses (`ann@example.com:host; bo@example.com (moderator); cy@example.com`).
 */
export function splitSpeakersCell(cell: string): SessionImportSpeaker[] {
  return cell
    .split(/[;,\n\r]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const paren = /^(.*?)\s*\(([^()]*)\)$/.exec(part);
      if (paren) return { email: (paren[1] ?? '').trim(), role: (paren[2] ?? '').trim() };
      const colon = part.lastIndexOf(':');
      if (colon > 0 && !part.slice(colon + 1).includes('@'))
        return { email: part.slice(0, colon).trim(), role: part.slice(colon + 1).trim() };
      return { email: part, role: '' };
    });
}

/** A speaker's email as the import checks it (the attendee form's rule). */
export const SpeakerEmail = emailField(MESSAGES.emailInvalidShort);
