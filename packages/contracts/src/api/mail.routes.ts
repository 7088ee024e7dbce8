import { z } from 'zod';
import { ATTENDEES_IMPORT_LIMITS, AttendeesImportPreview, AttendeesImportResult } from '../attendees-import';
import { IdParams } from '../common';
import { OutboxList, OutboxListQuery } from '../mail';
import { defineRoutes, errors } from './route';

const mailErrors = errors(401, 403, 404, 422);
const importErrors = errors(401, 403, 404, 413, 415, 422);

const csvUpload = {
  mediaTypes: ['text/csv'],
  maxBytes: ATTENDEES_IMPORT_LIMITS.maxBytes,
  as: 'stream',
  tooLarge: `The file is larger than ${Math.round(ATTENDEES_IMPORT_LIMITS.maxBytes / (1024 * 1024))} MB: split it into smaller files`,
  description:
    'The CSV file as the body (Content-Type: text/csv), UTF-8 with or without a BOM; header: email, first name, last name, role, title, company.',
} as const;

/** The "Sent mail" view (docs/outbox.md#endpoints): what the outbox holds, never the mails' bodies. */
export const mailRoutes = defineRoutes({
  listForOrganization: {
    method: 'GET',
    path: '/organizations/:id/mail',
    auth: 'bearer',
    tags: ['organizations'],
    summary: "An organization's mail, its events' included, newest first (owners and admins)",
    params: IdParams,
    query: OutboxListQuery,
    responses: { 200: OutboxList, ...mailErrors },
  },
  listForEvent: {
    method: 'GET',
    path: '/events/:id/mail',
    auth: 'bearer',
    tags: ['events'],
    summary: "An event's mail, newest first (the event's organizers)",
    params: IdParams,
    query: OutboxListQuery,
    responses: { 200: OutboxList, ...mailErrors },
  },
});

/** Attendee CSV import (a dry run, then a commit) and export (docs/outbox.md#endpoints). */
export const attendeesCsvRoutes = defineRoutes({
  preview: {
    method: 'POST',
    path: '/events/:id/attendees/import/preview',
    auth: 'bearer',
    tags: ['events'],
    summary: 'What importing an attendee CSV would do, row by row; changes nothing (organizers)',
    params: IdParams,
    upload: csvUpload,
    responses: { 200: AttendeesImportPreview, ...importErrors },
  },
  commit: {
    method: 'POST',
    path: '/events/:id/attendees/import',
    auth: 'bearer',
    tags: ['events'],
    summary: 'Import an attendee CSV: every row or none, invitations mailed through the outbox (organizers)',
    params: IdParams,
    upload: csvUpload,
    responses: { 200: AttendeesImportResult, ...importErrors },
  },
  exportCsv: {
    method: 'GET',
    path: '/events/:id/attendees.csv',
    auth: 'bearer',
    tags: ['events'],
    summary: "The event's participants as CSV, formula-looking cells neutralized (organizers)",
    params: IdParams,
    download: { mediaType: 'text/csv' },
    responses: {
      200: z.string().describe("UTF-8 CSV with a BOM, CRLF line ends; the header is the import's"),
      ...errors(401, 403, 404),
    },
  },
});
