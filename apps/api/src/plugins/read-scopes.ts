import type { EventDetail, MessagesPage, OrganizationList, Session, ThreadsResponse } from '@atria/contracts';
import type { FastifyRequest } from 'fastify';
import { actorOf } from './auth';
import type { ReadScopes } from './read-cache';

/*
 * What each cached GET answer depends on (scopes of ChangeFeed). Every answer is held per caller and names
 * `user:<caller>`: that scope changes with the caller's memberships and roles (organization_users,
 * event_users), so a removed member's held answers go with the removal. The rest names what the answer shows.
 */

const caller = (req: FastifyRequest) => `user:${actorOf(req).id}`;
const param = (req: FastifyRequest, name: string): string => String((req.params as Record<string, unknown>)[name]);

export const readScopes = {
  me: ((req) => [caller(req)]) satisfies ReadScopes,
  organizations: ((req, body) => [caller(req), ...(body as OrganizationList).organizations.map((o) => `org:${o.id}`)]) satisfies ReadScopes,
  organizationEvents: ((req) => [caller(req), `org:${param(req, 'orgId')}`, `org-events:${param(req, 'orgId')}`]) satisfies ReadScopes,
  event: ((req, body) => [caller(req), `event:${param(req, 'id')}`, `org:${(body as EventDetail).organization_id}`, 'profiles']) satisfies ReadScopes,
  eventUsers: ((req) => [caller(req), `event:${param(req, 'eventId')}`, 'profiles']) satisfies ReadScopes,
  session: ((req, body) => [caller(req), `session:${param(req, 'id')}`, `event:${(body as Session).event_id}`, 'profiles']) satisfies ReadScopes,
  // An event's changes that matter here reach the session (its deletion cascades) or the caller (roles).
  sessionSpeakers: ((req) => [caller(req), `session:${param(req, 'sessionId')}`, 'profiles']) satisfies ReadScopes,
  // The other participants too: whether the caller may still write to them depends on their memberships.
  threads: ((req, body) => [caller(req), `inbox:${actorOf(req).id}`, 'profiles', ...(body as ThreadsResponse).threads.map((t) => `user:${t.other_user.id}`)]) satisfies ReadScopes,
  messages: ((req, body) => [caller(req), `thread:${param(req, 'id')}`, `user:${(body as MessagesPage).other_user.id}`, 'profiles']) satisfies ReadScopes,
};
