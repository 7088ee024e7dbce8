import { z } from 'zod';
import { Id, IdParams } from '../common';
import {
  AddSpeakerBody,
  CreateSessionBody,
  ReorderSpeakerBody,
  Session,
  SessionList,
  SessionSpeaker,
  SessionSpeakerList,
  SessionSpeakersQuery,
  SessionStatusBody,
  SessionTimesBody,
  SessionsQuery,
  UpdateSessionBody,
  UpdateSpeakerBody,
} from '../sessions';
import { SESSIONS_IMPORT_LIMITS, SessionsImportPreview, SessionsImportResult } from '../sessions-import';
import { NoContent, defineRoutes, errors } from './route';

const sessionErrors = errors(401, 403, 404, 409, 422);
const EventParams = z.object({ eventId: Id });
const SessionParams = z.object({ sessionId: Id });
const SpeakerParams = z.object({ sessionId: Id, userId: Id });
const tags = ['sessions'] as const;

export const sessionsRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/events/:eventId/sessions',
    auth: 'bearer',
    tags,
    summary: "An event's sessions with their speakers",
    description: 'Answers with an ETag; a request whose If-None-Match holds the current one gets 304 and no body.',
    params: EventParams,
    query: SessionsQuery,
    responses: { 200: SessionList, 304: z.null().describe('Not modified'), ...sessionErrors },
  },
  create: {
    method: 'POST',
    path: '/events/:eventId/sessions',
    auth: 'bearer',
    tags,
    summary: 'Create a session (event organizers)',
    params: EventParams,
    body: CreateSessionBody,
    responses: { 201: Session, ...sessionErrors },
  },
  get: {
    method: 'GET',
    path: '/sessions/:id',
    auth: 'bearer',
    tags,
    summary: 'One session',
    params: IdParams,
    responses: { 200: Session, ...sessionErrors },
  },
  update: {
    method: 'PUT',
    path: '/sessions/:id',
    auth: 'bearer',
    tags,
    summary: 'Edit a session: all fields or only the changed ones',
    params: IdParams,
    body: UpdateSessionBody,
    responses: { 200: Session, ...sessionErrors },
  },
  setStatus: {
    method: 'PUT',
    path: '/sessions/:id/status',
    auth: 'bearer',
    tags,
    summary: 'Change the status',
    params: IdParams,
    body: SessionStatusBody,
    responses: { 200: Session, ...sessionErrors },
  },
  reschedule: {
    method: 'PUT',
    path: '/sessions/:id/times',
    auth: 'bearer',
    tags,
    summary: 'Move to another day and time',
    params: IdParams,
    body: SessionTimesBody,
    responses: { 200: Session, ...sessionErrors },
  },
  remove: {
    method: 'DELETE',
    path: '/sessions/:id',
    auth: 'bearer',
    tags,
    summary: 'Delete a session',
    params: IdParams,
    responses: { 204: NoContent, ...sessionErrors },
  },
});

const speakerTags = ['session speakers'] as const;

export const speakersRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/sessions/:sessionId/speakers',
    auth: 'bearer',
    tags: speakerTags,
    summary: "A session's speakers in order",
    params: SessionParams,
    query: SessionSpeakersQuery,
    responses: { 200: SessionSpeakerList, ...sessionErrors },
  },
  add: {
    method: 'POST',
    path: '/sessions/:sessionId/speakers',
    auth: 'bearer',
    tags: speakerTags,
    summary: 'Add an event participant as a speaker (last in order)',
    params: SessionParams,
    body: AddSpeakerBody,
    responses: { 201: SessionSpeaker, ...sessionErrors },
  },
  setRole: {
    method: 'PUT',
    path: '/sessions/:sessionId/speakers/:userId',
    auth: 'bearer',
    tags: speakerTags,
    summary: "Change a speaker's role",
    params: SpeakerParams,
    body: UpdateSpeakerBody,
    responses: { 200: SessionSpeaker, ...sessionErrors },
  },
  reorder: {
    method: 'PUT',
    path: '/sessions/:sessionId/speakers/:userId/reorder',
    auth: 'bearer',
    tags: speakerTags,
    summary: 'Move a speaker to another position (the others shift)',
    params: SpeakerParams,
    body: ReorderSpeakerBody,
    responses: { 200: SessionSpeaker, ...sessionErrors },
  },
  remove: {
    method: 'DELETE',
    path: '/sessions/:sessionId/speakers/:userId',
    auth: 'bearer',
    tags: speakerTags,
    summary: 'Remove a speaker (those after move up)',
    params: SpeakerParams,
    responses: { 204: NoContent, ...sessionErrors },
  },
});

const importErrors = errors(401, 403, 404, 413, 415, 422);

const csvUpload = {
  mediaTypes: ['text/csv'],
  maxBytes: SESSIONS_IMPORT_LIMITS.maxBytes,
  as: 'stream',
  tooLarge: `The file is larger than ${Math.round(SESSIONS_IMPORT_LIMITS.maxBytes / (1024 * 1024))} MB: split it into smaller files`,
  description:
    'The CSV file as the body (Content-Type: text/csv), UTF-8 with or without a BOM; header: title, day, start, end, type, description, stream url, speakers.',
} as const;

/** Sessions CSV import (a dry run, then a commit) and export (docs/organizer-console-sessions.md). */
export const sessionsCsvRoutes = defineRoutes({
  preview: {
    method: 'POST',
    path: '/events/:eventId/sessions/import/preview',
    auth: 'bearer',
    tags,
    summary: 'What importing a sessions CSV would do, row by row; changes nothing (organizers)',
    params: EventParams,
    upload: csvUpload,
    responses: { 200: SessionsImportPreview, ...importErrors },
  },
  commit: {
    method: 'POST',
    path: '/events/:eventId/sessions/import',
    auth: 'bearer',
    tags,
    summary:
      'Import a sessions CSV: every row or none; sessions already in the agenda are left as they are (organizers)',
    params: EventParams,
    upload: csvUpload,
    responses: { 200: SessionsImportResult, ...importErrors },
  },
  exportCsv: {
    method: 'GET',
    path: '/events/:eventId/sessions.csv',
    auth: 'bearer',
    tags,
    summary: "The event's sessions as CSV, formula-looking cells neutralized (organizers)",
    params: EventParams,
    download: { mediaType: 'text/csv' },
    responses: {
      200: z.string().describe("UTF-8 CSV with a BOM, CRLF line ends; the header is the import's"),
      ...errors(401, 403, 404),
    },
  },
});
