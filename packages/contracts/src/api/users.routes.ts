import { z } from 'zod';
import { PublicProfile, User } from '../auth';
import { Id, IdParams } from '../common';
import { EventList } from '../events';
import { SpeakingSessionsResponse } from '../sessions';
import { CheckEmailQuery, CheckEmailResponse, UpdateUserBody, UserEventsQuery } from '../users';
import { MEDIA_UPLOAD, MediaImage } from '../media';
import { NoContent, defineRoutes, errors } from './route';

const userErrors = errors(401, 403, 404, 422);
const uploadErrors = errors(401, 413, 415, 422);
const UserIdParams = z.object({ userId: Id });

export const usersRoutes = defineRoutes({
  checkEmail: {
    method: 'GET',
    path: '/users/check-email',
    auth: 'bearer',
    tags: ['users'],
    summary: 'Whether an account exists for an email',
    query: CheckEmailQuery,
    responses: { 200: CheckEmailResponse, ...userErrors },
  },
  get: {
    method: 'GET',
    path: '/users/:id',
    auth: 'bearer',
    tags: ['users'],
    summary: 'A user profile',
    params: IdParams,
    responses: { 200: z.union([User, PublicProfile]), ...userErrors },
  },
  update: {
    method: 'PUT',
    path: '/users/:id',
    auth: 'bearer',
    tags: ['users'],
    summary: 'Update your own profile',
    params: IdParams,
    body: UpdateUserBody,
    responses: { 200: User, ...userErrors },
  },
  events: {
    method: 'GET',
    path: '/users/:userId/events',
    auth: 'bearer',
    tags: ['users'],
    summary: "A user's events",
    params: UserIdParams,
    query: UserEventsQuery,
    responses: { 200: EventList, ...userErrors },
  },
  speakingSessions: {
    method: 'GET',
    path: '/users/:userId/speaking-sessions',
    auth: 'bearer',
    tags: ['users'],
    summary: 'Sessions a user speaks in',
    params: UserIdParams,
    responses: { 200: SpeakingSessionsResponse, ...userErrors },
  },
  setAvatar: {
    method: 'PUT',
    path: '/users/me/avatar',
    auth: 'bearer',
    tags: ['users'],
    summary: 'Upload your photo',
    description: 'The body is the image itself (image/* or application/octet-stream), at most 5 MB.',
    upload: MEDIA_UPLOAD,
    responses: { 200: MediaImage, ...uploadErrors },
  },
  removeAvatar: {
    method: 'DELETE',
    path: '/users/me/avatar',
    auth: 'bearer',
    tags: ['users'],
    summary: 'Remove your photo',
    responses: { 204: NoContent, ...errors(401) },
  },
});
