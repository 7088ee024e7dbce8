import { z } from 'zod';
import { Id, IdParams } from '../common';
import {
  AddEventUserBody,
  AddEventUserResponse,
  AddOrCreateEventUserBody,
  EventBranding,
  EventDetail,
  EventUser,
  EventUserList,
  EventUsersQuery,
  SpeakerInfoBody,
  UpdateEventBody,
  UpdateEventUserBody,
} from '../events';
import { NoContent, defineRoutes, errors } from './route';

const eventErrors = errors(401, 403, 404, 409, 422);
const EventParams = z.object({ eventId: Id });
const EventUserParams = z.object({ eventId: Id, userId: Id });
const tags = ['events'] as const;

export const eventsRoutes = defineRoutes({
  get: {
    method: 'GET',
    path: '/events/:id',
    auth: 'bearer',
    tags,
    summary: 'An event with organizers, sessions and landing content',
    params: IdParams,
    responses: { 200: EventDetail, ...eventErrors },
  },
  update: {
    method: 'PUT',
    path: '/events/:id',
    auth: 'bearer',
    tags,
    summary: 'Edit an event (organizers)',
    params: IdParams,
    body: UpdateEventBody,
    responses: { 200: EventDetail, ...eventErrors },
  },
  updateBranding: {
    method: 'PUT',
    path: '/events/:id/branding',
    auth: 'bearer',
    tags,
    summary: "Edit an event's branding (organizers)",
    params: IdParams,
    body: EventBranding,
    responses: { 200: EventDetail, ...eventErrors },
  },
  remove: {
    method: 'DELETE',
    path: '/events/:id',
    auth: 'bearer',
    tags,
    summary: 'Delete an event (event admins)',
    params: IdParams,
    responses: { 204: NoContent, ...eventErrors },
  },
});

export const eventUsersRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/events/:eventId/users',
    auth: 'bearer',
    tags,
    summary: 'Participants and organizers',
    params: EventParams,
    query: EventUsersQuery,
    responses: { 200: EventUserList, ...eventErrors },
  },
  addExisting: {
    method: 'POST',
    path: '/events/:eventId/users',
    auth: 'bearer',
    tags,
    summary: 'Add an existing account to the event',
    params: EventParams,
    body: AddEventUserBody,
    responses: { 201: EventUser, ...eventErrors },
  },
  addByEmail: {
    method: 'POST',
    path: '/events/:eventId/users/add',
    auth: 'bearer',
    tags,
    summary: 'Add someone by email, inviting new emails',
    params: EventParams,
    body: AddOrCreateEventUserBody,
    responses: { 201: AddEventUserResponse, ...eventErrors, ...errors(429) },
  },
  changeRole: {
    method: 'PUT',
    path: '/events/:eventId/users/:userId',
    auth: 'bearer',
    tags,
    summary: "Change a participant's role",
    params: EventUserParams,
    body: UpdateEventUserBody,
    responses: { 200: EventUser, ...eventErrors },
  },
  updateSpeakerInfo: {
    method: 'PUT',
    path: '/events/:eventId/users/:userId/speaker-info',
    auth: 'bearer',
    tags,
    summary: 'Speaker title and bio',
    params: EventUserParams,
    body: SpeakerInfoBody,
    responses: { 200: EventUser, ...eventErrors },
  },
  remove: {
    method: 'DELETE',
    path: '/events/:eventId/users/:userId',
    auth: 'bearer',
    tags,
    summary: 'Remove a participant, or leave',
    params: EventUserParams,
    responses: { 204: NoContent, ...eventErrors },
  },
});
