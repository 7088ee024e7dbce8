import type { Readable } from 'node:stream';
import {
  SESSIONS_CSV_COLUMNS,
  SESSIONS_CSV_REQUIRED,
  SESSIONS_IMPORT_MESSAGES,
} from '@atria/contracts/sessions-import';
import { parseCsvFile, type CsvRow, type ParseLimits } from '../../lib/csv-file';

export type SessionCsvColumn = (typeof SESSIONS_CSV_COLUMNS)[number];

/** One data row as written, keyed by column; absent optional columns are empty strings. */
export type RawSessionRow = CsvRow<SessionCsvColumn>;

/** Header spellings people use for the session columns, normalized (`lib/csv-file.ts#normalizeHeader`). */
const ALIASES: Record<string, SessionCsvColumn> = {
  name: 'title',
  'day number': 'day',
  'start time': 'start',
  'end time': 'end',
  'session type': 'type',
  'stream link': 'stream url',
  stream: 'stream url',
  url: 'stream url',
  'speaker emails': 'speakers',
  speaker: 'speakers',
};

/**
 * The export writes a cell a spreadsheet would run as a formula with a `'` in front (`'=SUM(A1)`); reading it
 * back drops that `'`, so an exported agenda imports again as the same sessions.
 */
const unescapeFormula = (value: string): string => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/**
 * Reads a sessions CSV (title, day, start, end, type, description, stream url, speakers) with the imports' file
 * rules (`lib/csv-file.ts`): a VALIDATION error with `errors.file` for a file that cannot be used.
 */
export function parseSessionsCsv(input: Readable, limits: ParseLimits): Promise<RawSessionRow[]> {
  return parseCsvFile(input, limits, {
    columns: SESSIONS_CSV_COLUMNS,
    required: SESSIONS_CSV_REQUIRED,
    aliases: ALIASES,
    messages: SESSIONS_IMPORT_MESSAGES,
    cell: unescapeFormula,
  });
}
