import {
  AddMemberBody,
  AddMemberResponse,
  ErrorBody,
  IdParams,
  InvitationResponse,
  Organization,
  OrganizationBody,
  OrganizationList,
  OrganizationUser,
  OrganizationUserList,
  OrganizationUsersQuery,
  PaginationQuery,
  UpdateMemberBody,
} from '@atria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { limitAddByEmail } from '../../plugins/invite-limits';
import { actorOf } from '../../plugins/auth';
import { createOrganizationsService } from './organizations.service';
import { readScopes } from '../../plugins/read-scopes';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const OrgParams = z.object({ orgId: IdParams.shape.id });
const MemberParams = z.object({ orgId: IdParams.shape.id, userId: IdParams.shape.id });

export const organizationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const orgs = createOrganizationsService(ctx);
  const tags = ['organizations'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get('/organizations', { config: { readCache: readScopes.organizations }, schema: { tags, security, summary: "The caller's organizations", querystring: PaginationQuery, response: { 200: OrganizationList, ...errors } } }, async (req) =>
    orgs.list(actorOf(req), req.query),
  );
  app.post('/organizations', { schema: { tags, security, summary: 'Create an organization (you become its owner)', body: OrganizationBody, response: { 201: Organization, ...errors } } }, async (req, reply) =>
    reply.status(201).send(await orgs.create(actorOf(req), req.body.name)),
  );
  app.get('/organizations/:id', { schema: { tags, security, summary: 'One organization', params: IdParams, response: { 200: Organization, ...errors } } }, async (req) =>
    orgs.get(actorOf(req), req.params.id),
  );
  app.put('/organizations/:id', { schema: { tags, security, summary: 'Rename (owners and admins)', params: IdParams, body: OrganizationBody, response: { 200: Organization, ...errors } } }, async (req) =>
    orgs.update(actorOf(req), req.params.id, req.body.name),
  );
  app.delete('/organizations/:id', { schema: { tags, security, summary: 'Delete with its events (owners)', params: IdParams, response: { 204: z.null(), ...errors } } }, async (req, reply) => {
    await orgs.remove(actorOf(req), req.params.id);
    return reply.status(204).send(null);
  });

  app.get('/organizations/:orgId/users', { schema: { tags, security, summary: 'Members', params: OrgParams, querystring: OrganizationUsersQuery, response: { 200: OrganizationUserList, ...errors } } }, async (req) =>
    orgs.members(actorOf(req), req.params.orgId, req.query),
  );
  app.post('/organizations/:orgId/users', { preHandler: limitAddByEmail(ctx), schema: { tags, security, summary: 'Add a member, inviting new emails', params: OrgParams, body: AddMemberBody, response: { 201: AddMemberResponse, ...errors, 429: ErrorBody } } }, async (req, reply) =>
    reply.status(201).send(await orgs.addMember(actorOf(req), req.params.orgId, req.body)),
  );
  app.put('/organizations/:orgId/users/:userId', { schema: { tags, security, summary: "Change a member's role", params: MemberParams, body: UpdateMemberBody, response: { 200: OrganizationUser, ...errors } } }, async (req) =>
    orgs.changeRole(actorOf(req), req.params.orgId, req.params.userId, req.body.role),
  );
  app.delete('/organizations/:orgId/users/:userId', { schema: { tags, security, summary: 'Remove a member, or leave', params: MemberParams, response: { 204: z.null(), ...errors } } }, async (req, reply) => {
    await orgs.removeMember(actorOf(req), req.params.orgId, req.params.userId);
    return reply.status(204).send(null);
  });
  app.post('/organizations/:orgId/users/:userId/invitation', { schema: { tags, security, summary: 'A new claim link for an invited member', params: MemberParams, response: { 201: InvitationResponse, ...errors } } }, async (req, reply) =>
    reply.status(201).send(await orgs.reinvite(actorOf(req), req.params.orgId, req.params.userId)),
  );
};
