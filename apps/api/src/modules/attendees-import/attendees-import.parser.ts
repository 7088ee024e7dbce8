import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { ATTENDEES_CSV_COLUMNS, ATTENDEES_CSV_REQUIRED, IMPORT_MESSAGES } from '@atria/contracts/attendees-import';
import { validation } from '../../errors';

export type CsvColumn = (typeof ATTENDEES_CSV_COLUMNS)[number];

/** One data row as written, keyed by column; absent optional columns are empty strings. */
export interface RawAttendeeRow {
  line: number;
  cells: Record<CsvColumn, string>;
}

export interface ParseLimits {
  maxBytes: number;
  maxRows: number;
}

/** A problem with the whole file: nothing of it is used (the error body's `errors.file`). */
export const fileError = (message: string) => validation(message, { file: [message] });

export class TooLarge extends Error {}
export class NotUtf8 extends Error {}

/** Decodes UTF-8 strictly (a leading BOM is dropped): a file saved in another encoding is refused, not garbled. */
export function strictUtf8(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      try {
        const text = decoder.decode(chunk, { stream: true });
        if (text) this.push(text);
        done();
      } catch {
        done(new NotUtf8());
      }
    },
    flush(done: TransformCallback) {
      try {
        const text = decoder.decode();
        if (text) this.push(text);
        done();
      } catch {
        done(new NotUtf8());
      }
    },
  });
}
export class TooManyRows extends Error {}

/** Passes bytes through, failing as soon as more than `max` went by: a big upload is refused before it is read whole. */
export function byteLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > max) done(new TooLarge());
      else done(null, chunk);
    },
  });
}

export const normalizeHeader = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
const ALIASES: Record<string, CsvColumn> = {
  'e mail': 'email',
  firstname: 'first name',
  lastname: 'last name',
  'company name': 'company',
};

/** Maps the header to columns; a missing required, unknown or repeated column is a file error. */
function readHeader(header: string[]): (CsvColumn | null)[] {
  const names = header.map((h) => {
    const n = normalizeHeader(h);
    return ALIASES[n] ?? n;
  });
  const known = new Set<string>(ATTENDEES_CSV_COLUMNS);
  const unknown = header.filter((h, i) => !known.has(names[i] ?? '') && h.trim() !== '');
  if (unknown.length > 0) throw fileError(IMPORT_MESSAGES.unknownColumns(unknown.map((u) => `"${u.trim()}"`)));
  const missing = ATTENDEES_CSV_REQUIRED.filter((c) => !names.includes(c));
  if (missing.length > 0) throw fileError(IMPORT_MESSAGES.missingColumns([...missing]));
  const repeated = [...new Set(names.filter((n, i) => n !== '' && names.indexOf(n) !== i))];
  if (repeated.length > 0) throw fileError(IMPORT_MESSAGES.duplicateColumns(repeated));
  return names.map((n) => (known.has(n) ? (n as CsvColumn) : null));
}

/**
 * Reads an attendee CSV from a stream, one record at a time: UTF-8 (strictly) with or without a BOM, LF or CRLF line ends,
 * quoted fields holding commas, quotes and line breaks. Throws a VALIDATION AppError with `errors.file` for a file
 * that is too large (counted while streaming), has too many rows, a wrong header, or is not CSV. Blank lines are
 * skipped; cells are trimmed.
 */
export async function parseAttendeesCsv(input: Readable, limits: ParseLimits): Promise<RawAttendeeRow[]> {
  const rows: RawAttendeeRow[] = [];
  let columns: (CsvColumn | null)[] | undefined;
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
        const cells: Record<CsvColumn, string> = {
          email: '',
          'first name': '',
          'last name': '',
          role: '',
          title: '',
          company: '',
        };
        chunk.record.forEach((value, i) => {
          const column = columns?.[i];
          if (column) cells[column] = value;
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
    if (err instanceof TooLarge) throw fileError(IMPORT_MESSAGES.tooLarge(limits.maxBytes));
    if (err instanceof NotUtf8) throw fileError(IMPORT_MESSAGES.notUtf8);
    if (err instanceof TooManyRows) throw fileError(IMPORT_MESSAGES.tooManyRows(limits.maxRows));
    if ((err as { code?: unknown }).code === 'VALIDATION') throw err;
    const detail = err instanceof Error ? err.message : String(err);
    throw fileError(IMPORT_MESSAGES.unreadable(detail));
  }
  if (!columns) throw fileError(IMPORT_MESSAGES.empty);
  if (rows.length === 0) throw fileError(IMPORT_MESSAGES.noRows);
  return rows;
}
