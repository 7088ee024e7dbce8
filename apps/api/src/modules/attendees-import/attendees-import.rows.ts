import { UNSTORABLE_TEXT_MESSAGE, isStorableText, type EventUserRole } from '@atria/contracts';
import {
  AttendeeCsvFields,
  IMPORT_MESSAGES,
  roleFromCsv,
  type AttendeesImportCounts,
  type ImportRow,
} from '@atria/contracts/attendees-import';
import type { RawAttendeeRow } from './attendees-import.parser';

/** An account already using an email (lower case), and whether it is in the event. */
export interface KnownAccount {
  id: number;
  participant: boolean;
}

export interface ClassifiedRow {
  row: ImportRow;
  /** Set unless the row has errors. */
  fields?: AttendeeCsvFields;
  role?: EventUserRole;
  userId?: number;
}

export const emailKey = (email: string): string => email.trim().toLowerCase();

/**
 * Checks every row and says what importing it would do. Errors: invalid fields (as the Add User to Event form
 * checks them), an unknown role or one the caller cannot give, an email already on an earlier line (any case).
 * Rows of people already in the event are skipped, not errors, so importing a file again changes nothing.
 */
export function classifyRows(
  raw: RawAttendeeRow[],
  known: Map<string, KnownAccount>,
  canGive: (role: EventUserRole, userId: number | undefined) => boolean,
): ClassifiedRow[] {
  const firstLine = new Map<string, number>();
  return raw.map(({ line, cells }) => {
    const errors: string[] = [];
    const parsed = AttendeeCsvFields.safeParse({
      email: cells.email,
      first_name: cells['first name'],
      last_name: cells['last name'],
      title: cells.title,
      company: cells.company,
    });
    if (!parsed.success) errors.push(...new Set(parsed.error.issues.map((i) => i.message)));
    // A NUL byte or a lone surrogate would fail the insert: a row error, like any other bad cell.
    if (Object.values(cells).some((value) => !isStorableText(value))) errors.push(UNSTORABLE_TEXT_MESSAGE);
    const key = emailKey(parsed.success ? parsed.data.email : cells.email);
    const account = known.get(key);
    const role = roleFromCsv(cells.role);
    if (role === null) errors.push(IMPORT_MESSAGES.unknownRole(cells.role));
    else if (!account?.participant && !canGive(role, account?.id)) errors.push(IMPORT_MESSAGES.roleNotAllowed);
    const earlier = key === '' ? undefined : firstLine.get(key);
    if (earlier !== undefined) errors.push(IMPORT_MESSAGES.duplicateInFile(earlier));
    else if (key !== '') firstLine.set(key, line);
    const row: ImportRow = {
      line,
      email: cells.email,
      first_name: cells['first name'],
      last_name: cells['last name'],
      role: role ?? cells.role,
      title: cells.title || null,
      company: cells.company || null,
      status: 'error',
      errors,
    };
    if (errors.length > 0 || !parsed.success || role === null) return { row };
    if (account?.participant)
      return {
        row: { ...row, status: 'already_participant', errors: [IMPORT_MESSAGES.alreadyParticipant] },
        fields: parsed.data,
        role,
        userId: account.id,
      };
    if (account) return { row: { ...row, status: 'existing_account' }, fields: parsed.data, role, userId: account.id };
    return { row: { ...row, status: 'new' }, fields: parsed.data, role };
  });
}

export function countRows(rows: ClassifiedRow[]): AttendeesImportCounts {
  const count = (status: ImportRow['status']) => rows.filter((r) => r.row.status === status).length;
  return {
    rows: rows.length,
    new_accounts: count('new'),
    existing_accounts: count('existing_account'),
    already_participants: count('already_participant'),
    errors: count('error'),
  };
}
