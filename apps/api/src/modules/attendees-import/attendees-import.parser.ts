import type { Readable } from 'node:stream';
import { ATTENDEES_CSV_COLUMNS, ATTENDEES_CSV_REQUIRED, IMPORT_MESSAGES } from '@atria/contracts/attendees-import';
import { parseCsvFile, type CsvRow, type ParseLimits } from '../../lib/csv-file';

export type CsvColumn = (typeof ATTENDEES_CSV_COLUMNS)[number];

/** One data row as written, keyed by column; absent optional columns are empty strings. */
export type RawAttendeeRow = CsvRow<CsvColumn>;

/** Header spellings people use for the attendee columns, normalized (`lib/csv-file.ts#normalizeHeader`). */
const ALIASES: Record<string, CsvColumn> = {
  'e mail': 'email',
  firstname: 'first name',
  lastname: 'last name',
  'company name': 'company',
};

/**
 * Reads an attendee CSV (email, first name, last name, role, title, company) with the imports' file rules
 * (`lib/csv-file.ts`): a VALIDATION error with `errors.file` for a file that cannot be used.
 */
export function parseAttendeesCsv(input: Readable, limits: ParseLimits): Promise<RawAttendeeRow[]> {
  return parseCsvFile(input, limits, {
    columns: ATTENDEES_CSV_COLUMNS,
    required: ATTENDEES_CSV_REQUIRED,
    aliases: ALIASES,
    messages: IMPORT_MESSAGES,
  });
}
