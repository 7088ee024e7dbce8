import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import {
  SESSIONS_CSV_COLUMNS,
  SESSIONS_CSV_REQUIRED,
  SESSIONS_IMPORT_MESSAGES as M,
} from '@atria/contracts/sessions-import';
import {
  NotUtf8,
  TooLarge,
  TooManyRows,
  byteLimit,
  fileError,
  normalizeHeader,
  strictUtf8,
  type ParseLimits,
} from '../attendees-import/attendees-import.parser';

export type SessionCsvColumn = (typeof SESSIONS_CSV_COLUMNS)[number];

/** One data row as written, keyed by column; absent optional columns are empty strings. */
export interface RawSessionRow {
  line: number;
  cells: Record<SessionCsvColumn, string>;
}

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

/** Maps the header to columns; a missing required, unknown or repeated column is a file error. */
function readHeader(header: string[]): (SessionCsvColumn | null)[] {
  const names = header.map((h) => {
    const n = normalizeHeader(h);
    return ALIASES[n] ?? n;
  });
  const known = new Set<string>(SESSIONS_CSV_COLUMNS);
  const unknown = header.filter((h, i) => !known.has(names[i] ?? '') && h.trim() !== '');
  if (unknown.length > 0) throw fileError(M.unknownColumns(unknown.map((u) => `"${u.trim()}"`)));
  const missing = SESSIONS_CSV_REQUIRED.filter((c) => !names.includes(c));
  if (missing.length > 0) throw fileError(M.missingColumns([...missing]));
  const repeated = [...new Set(names.filter((n, i) => n !== '' && names.indexOf(n) !== i))];
  if (repeated.length > 0) throw fileError(M.duplicateColumns(repeated));
  return names.map((n) => (known.has(n) ? (n as SessionCsvColumn) : null));
}

/**
 * The export writes a cell a spreadsheet would run as a formula with a `'` in front (`'=SUM(A1)`); reading it
 * back drops that `'`, so an exported agenda imports again as the same sessions.
 */
const unescapeFormula = (value: string): string => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

const emptyCells = (): Record<SessionCsvColumn, string> => ({
  title: '',
  day: '',
  start: '',
  end: '',
  type: '',
  description: '',
  'stream url': '',
  speakers: '',
});

/**
 * Reads a sessions CSV from a stream, one record at a time, with the attendee import's rules: UTF-8 (strictly)
 * with or without a BOM, LF or CRLF line ends, quoted fields holding commas, quotes and line breaks, the size
 * counted while streaming. Throws VALIDATION with `errors.file` for a file that is too large, has too many rows,
 * a wrong header or is not CSV. Blank lines are skipped; cells are trimmed.
 */
export async function parseSessionsCsv(input: Readable, limits: ParseLimits): Promise<RawSessionRow[]> {
  const rows: RawSessionRow[] = [];
  let columns: (SessionCsvColumn | null)[] | undefined;
  const parser = parse({
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
    max_record_size: 64 * 1024,
  });
  const collect = new Transform({
    objectMode: true,
    transform(chunk: { record: string[]; info: { lines: number } }, _encoding, done: TransformCallback) {
      try {
        if (!columns) {
          columns = readHeader(chunk.record);
          return done();
        }
        if (rows.length >= limits.maxRows) return done(new TooManyRows());
        const cells = emptyCells();
        chunk.record.forEach((value, i) => {
          const column = columns?.[i];
          if (column) cells[column] = unescapeFormula(value);
        });
        rows.push({ line: chunk.info.lines, cells });
        return done();
      } catch (err) {
        return done(err as Error);
      }
    },
  });
  try {
    await pipeline(input, byteLimit(limits.maxBytes), strictUtf8(), parser, collect);
  } catch (err) {
    if (err instanceof TooLarge) throw fileError(M.tooLarge(limits.maxBytes));
    if (err instanceof NotUtf8) throw fileError(M.notUtf8);
    if (err instanceof TooManyRows) throw fileError(M.tooManyRows(limits.maxRows));
    if ((err as { code?: unknown }).code === 'VALIDATION') throw err;
    const detail = err instanceof Error ? err.message : String(err);
    throw fileError(M.unreadable(detail));
  }
  if (!columns) throw fileError(M.empty);
  if (rows.length === 0) throw fileError(M.noRows);
  return rows;
}
