import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { validation } from '../errors';

/*
 * The one CSV reader of the imports (attendees, sessions): a stream in, rows keyed by column out, with the
 * same rules for every file. Each import gives its columns, the header spellings it accepts and its messages.
 */

export interface ParseLimits {
  maxBytes: number;
  maxRows: number;
}

/** The texts an import answers for a file it cannot use (its contracts' `*_MESSAGES`). */
export interface CsvFileMessages {
  unknownColumns: (columns: string[]) => string;
  missingColumns: (columns: string[]) => string;
  duplicateColumns: (columns: string[]) => string;
  tooLarge: (maxBytes: number) => string;
  tooManyRows: (maxRows: number) => string;
  unreadable: (detail: string) => string;
  notUtf8: string;
  empty: string;
  noRows: string;
}

export interface CsvFileSpec<C extends string> {
  /** Every column the import reads, in the order an export writes them. */
  columns: readonly C[];
  /** The columns a file must have. */
  required: readonly C[];
  /** Other header spellings, normalized (`normalizeHeader`), and the column each means. */
  aliases: Readonly<Record<string, C>>;
  messages: CsvFileMessages;
  /** Turns a written cell into the value the import reads (already trimmed); the cell as written by default. */
  cell?: (value: string) => string;
}

/** One data row as written, keyed by column; absent optional columns are empty strings. */
export interface CsvRow<C extends string> {
  /** The file's line the row ends on (a quoted line break makes a row span lines). */
  line: number;
  cells: Record<C, string>;
}

/** A problem with the whole file: nothing of it is used (the error body's `errors.file`). */
export const fileError = (message: string) => validation(message, { file: [message] });

class TooLarge extends Error {}
class NotUtf8 extends Error {}
class TooManyRows extends Error {}

/** Decodes UTF-8 strictly (a leading BOM is dropped): a file saved in another encoding is refused, not garbled. */
function strictUtf8(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (push: (text: string) => void, done: TransformCallback, chunk?: Buffer) => {
    try {
      const text = chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
      if (text) push(text);
      done();
    } catch {
      done(new NotUtf8());
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      decode((text) => this.push(text), done, chunk);
    },
    flush(done: TransformCallback) {
      decode((text) => this.push(text), done);
    },
  });
}

/** Passes bytes through, failing as soon as more than `max` went by: a big upload is refused before it is read whole. */
function byteLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > max) done(new TooLarge());
      else done(null, chunk);
    },
  });
}

/** `First_Name`, `first-name` and ` First  Name ` all read as `first name`. */
export const normalizeHeader = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** Maps the header to columns; a missing required, unknown or repeated column is a file error. */
function readHeader<C extends string>(header: string[], spec: CsvFileSpec<C>): (C | null)[] {
  const { messages: M } = spec;
  const names = header.map((h) => {
    const n = normalizeHeader(h);
    return spec.aliases[n] ?? n;
  });
  const known = new Set<string>(spec.columns);
  const unknown = header.filter((h, i) => !known.has(names[i] ?? '') && h.trim() !== '');
  if (unknown.length > 0) throw fileError(M.unknownColumns(unknown.map((u) => `"${u.trim()}"`)));
  const missing = spec.required.filter((c) => !names.includes(c));
  if (missing.length > 0) throw fileError(M.missingColumns([...missing]));
  const repeated = [...new Set(names.filter((n, i) => n !== '' && names.indexOf(n) !== i))];
  if (repeated.length > 0) throw fileError(M.duplicateColumns(repeated));
  return names.map((n) => (known.has(n) ? (n as C) : null));
}

/**
 * Reads a CSV file from a stream, one record at a time: UTF-8 (strictly) with or without a BOM, LF or CRLF line
 * ends, quoted fields holding commas, quotes and line breaks, the size counted while streaming. Throws VALIDATION
 * with `errors.file` for a file that is too large, has too many rows, a wrong header or is not CSV. Blank lines
 * are skipped; cells are trimmed.
 */
export async function parseCsvFile<C extends string>(
  input: Readable,
  limits: ParseLimits,
  spec: CsvFileSpec<C>,
): Promise<CsvRow<C>[]> {
  const { messages: M } = spec;
  const rows: CsvRow<C>[] = [];
  const cellValue = spec.cell ?? ((value: string) => value);
  let columns: (C | null)[] | undefined;
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
          columns = readHeader(chunk.record, spec);
          return done();
        }
        if (rows.length >= limits.maxRows) return done(new TooManyRows());
        const cells = Object.fromEntries(spec.columns.map((c) => [c, ''])) as Record<C, string>;
        chunk.record.forEach((value, i) => {
          const column = columns?.[i];
          if (column) cells[column] = cellValue(value);
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
