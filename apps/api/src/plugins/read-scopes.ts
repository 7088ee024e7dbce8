import type {
  EventDetail,
  MessagesPage,
  OrganizationList,
  Session,
  SessionSpeakerList,
  ThreadsResponse,
} from '@atria/contracts';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../http/actor';
import type { ReadAudience, ReadCacheConfig } from './read-cache';

/*
 * What each cached GET answer depends on (scopes of ChangeFeed).
 * - Per caller: the answer names `user:<caller>`, which changes with the caller's memberships and roles
 *   (organization_users, event_users), so a removed member's held answers go with the removal.
 * - Shared (an event's reads): held per audience (the caller's roles in the event), checked on every request
 *   from memory; the roles were decided by `user:<caller>` and `event-access:<event>`, so an answer read while
 *   either changed is not kept under the old roles.
 */

const caller = (req: FastifyRequest) => `user:${actorOf(req).id}`;
const param = (req: FastifyRequest, name: string): number => Number((req.params as Record<string, unknown>)[name]);

const eventAudience = (name: string): ReadAudience => ({
  peek(req, audiences) {
    const eventId = param(req, name);
    const audience = audiences.peekEvent(eventId, actorOf(req).id);
    return audience === undefined ? undefined : { audience, checked: [caller(req), `event-access:${eventId}`] };
  },
  load: (req, audiences) => audiences.forEvent(param(req, name), actorOf(req).id),
});

const sessionAudience = (name: string): ReadAudience => ({
  peek(req, audiences) {
    const found = audiences.peekSession(param(req, name), actorOf(req).id);
    return (
      found && {
        audience: found.audience,
        checked: [caller(req), `event-access:${found.eventId}`],
        scopes: [`event:${found.eventId}`],
      }
    );
  },
  load: (req, audiences) => audiences.forSession(param(req, name), actorOf(req).id),
});

export const readScopes = {
  me: { scopes: (req) => [caller(req)] },
  organizations: {
    scopes: (req, body) => [caller(req), ...(body as OrganizationList).organizations.map((o) => `org:${o.id}`)],
  },
  organizationEvents: {
    scopes: (req) => [caller(req), `org:${param(req, 'orgId')}`, `org-events:${param(req, 'orgId')}`],
  },
  event: {
    shared: eventAudience('id'),
    scopes: (req, body) => [`event:${param(req, 'id')}`, `org:${(body as EventDetail).organization_id}`, 'profiles'],
  },
  eventUsers: { shared: eventAudience('eventId'), scopes: (req) => [`event:${param(req, 'eventId')}`, 'profiles'] },
  session: {
    shared: sessionAudience('id'),
    scopes: (req, body) => [`session:${param(req, 'id')}`, `event:${(body as Session).event_id}`, 'profiles'],
  },
  // The speakers' event titles come from their participation (event_users), announced as `user:<speaker>`.
  sessionSpeakers: {
    shared: sessionAudience('sessionId'),
    scopes: (req, body) => [
      `session:${param(req, 'sessionId')}`,
      'profiles',
      ...(body as SessionSpeakerList).session_speakers.map((s) => `user:${s.user_id}`),
    ],
  },
  // The other participants too: whether the caller may still write to them depends on their memberships.
  // Messages have no notifying trigger (see migration 0007): the instance taking a message drops them here and,
  // with several instances, announces them (ChangeFeed.announce).
  threads: {
    scopes: (req, body) => [
      caller(req),
      `inbox:${actorOf(req).id}`,
      'profiles',
      ...(body as ThreadsResponse).threads.map((t) => `user:${t.other_user.id}`),
    ],
  },
  messages: {
    scopes: (req, body) => [
      caller(req),
      `thread:${param(req, 'id')}`,
      `user:${(body as MessagesPage).other_user.id}`,
      'profiles',
    ],
  },
} satisfies Record<string, ReadCacheConfig>;
