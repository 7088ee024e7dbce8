import { z } from 'zod';
import { PersonName, emailField } from './auth';
import { EventUserRole } from './enums';
import { lineText } from './text';
import { MESSAGES } from './validation';

/** Limits of an attendee CSV (docs/outbox.md#attendee-import): bigger files are refused before being read whole. */
export const ATTENDEES_IMPORT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 20_000,
} as const;

/** The columns of an attendee CSV, as its header names them (any case; spaces, `_` or `-` between words). */
export const ATTENDEES_CSV_COLUMNS = ['email', 'first name', 'last name', 'role', 'title', 'company'] as const;
export const ATTENDEES_CSV_REQUIRED = ['email', 'first name', 'last name'] as const;

export const IMPORT_MESSAGES = {
  tooLarge: (maxBytes: number) =>
    `The file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB: split it into smaller files`,
  tooManyRows: (maxRows: number) =>
    `The file has more than ${maxRows.toLocaleString('en-US')} rows: split it into smaller files`,
  empty: 'The file is empty: the first line must name the columns (email, first name, last name, role, title, company)',
  missingColumns: (names: string[]) => `Missing columns: ${names.join(', ')}`,
  unknownColumns: (names: string[]) =>
    `Unknown columns: ${names.join(', ')} (expected email, first name, last name, role, title, company)`,
  duplicateColumns: (names: string[]) => `Columns named twice: ${names.join(', ')}`,
  unreadable: (detail: string) => `The file is not valid CSV: ${detail}`,
  notUtf8: 'The file is not UTF-8 text: save it as "CSV UTF-8" and import it again',
  noRows: 'The file has a header but no attendees',
  unknownRole: (value: string) => `Unknown role "${value}": use attendee, speaker, moderator, organizer or admin`,
  roleNotAllowed: 'You cannot give this role',
  duplicateInFile: (line: number) => `Same email as line ${line}`,
  alreadyParticipant: 'Already a participant: left as is',
  hasErrors: 'The file has errors: nothing was imported. Fix the rows listed and import it again',
} as const;

/**
 * new: a new account is invited; existing_account: an existing account is added and told by mail;
 * already_participant: skipped (importing the same file again changes nothing); error: see `errors`.
 */
export const ImportRowStatus = z.enum(['new', 'existing_account', 'already_participant', 'error']);
export type ImportRowStatus = z.infer<typeof ImportRowStatus>;

export const ImportRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  status: ImportRowStatus,
  errors: z.array(z.string()),
});
export type ImportRow = z.infer<typeof ImportRow>;

export const AttendeesImportCounts = z.object({
  rows: z.number().int(),
  new_accounts: z.number().int(),
  existing_accounts: z.number().int(),
  already_participants: z.number().int(),
  errors: z.number().int(),
});
export type AttendeesImportCounts = z.infer<typeof AttendeesImportCounts>;

/** The dry run: what a commit of the same file would do, row by row. */
export const AttendeesImportPreview = z.object({
  counts: AttendeesImportCounts,
  /** False while any row has an error: a commit imports all rows or none. */
  can_commit: z.boolean(),
  rows: z.array(ImportRow),
});
export type AttendeesImportPreview = z.infer<typeof AttendeesImportPreview>;

export const AttendeesImportResult = z.object({
  counts: AttendeesImportCounts,
  /** Participants added by this import (new and existing accounts). */
  added: z.number().int(),
  /** Mails queued: invitations to new accounts, notices to existing ones. */
  mails_queued: z.number().int(),
});
export type AttendeesImportResult = z.infer<typeof AttendeesImportResult>;

/** A file-level problem (size, header, encoding): nothing of the file is used. */
export const ImportFileError = z.object({
  code: z.literal('VALIDATION'),
  message: z.string(),
  errors: z.object({ file: z.array(z.string()) }),
});

/** One row's fields, validated as the Add User to Event form validates them (the role is read separately). */
export const AttendeeCsvFields = z.object({
  email: emailField(MESSAGES.emailInvalidShort),
  first_name: PersonName('First name'),
  last_name: PersonName('Last name'),
  title: lineText('Title', 200),
  company: lineText('Company name', 200),
});
export type AttendeeCsvFields = z.infer<typeof AttendeeCsvFields>;

/** The role a CSV cell names (any case; empty means ATTENDEE), or null for an unknown one. */
export function roleFromCsv(value: string): EventUserRole | null {
  const v = value.trim().toUpperCase();
  if (v === '') return 'ATTENDEE';
  const parsed = EventUserRole.safeParse(v);
  return parsed.success ? parsed.data : null;
}
