import { ClaimInvitationBody, ErrorBody, InvitationInfo, TokenPair } from '@atria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { limitInvitationClaims } from '../../plugins/invite-limits';
import { createAuthService } from '../auth/auth.service';
import { createInvitationsService } from './invitations.service';

const TokenParams = z.object({ token: z.string().min(16).max(128) });

export const invitationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const auth = createAuthService(ctx);
  const invitations = createInvitationsService(ctx, (userId) => auth.issueTokens(userId));
  const tags = ['invitations'];

  app.get(
    '/invitations/:token',
    { schema: { tags, summary: 'Who an invitation link is for', params: TokenParams, response: { 200: InvitationInfo, 404: ErrorBody, 410: ErrorBody } } },
    async (req) => invitations.info(req.params.token),
  );

  app.post(
    '/invitations/:token/claim',
    {
      schema: {
        tags,
        summary: 'Set the password of an invited account and log in',
        params: TokenParams,
        body: ClaimInvitationBody,
        response: { 200: TokenPair, 404: ErrorBody, 410: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
      preHandler: limitInvitationClaims(ctx),
    },
    async (req) => invitations.claim(req.params.token, req.body.password),
  );
};
