import { IdParams } from '../common';
import { CreateTokenBody, CreatedToken, TokensResponse } from '../tokens';
import { NoContent, defineRoutes, errors } from './route';

const tokenErrors = errors(401, 403, 404, 409, 422, 429);

/** Personal access tokens (docs/api.md#authenticating-with-a-token); managed only from a login, never with a token. */
export const tokensRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/users/me/tokens',
    auth: 'bearer',
    tags: ['tokens'],
    summary: 'Your personal access tokens, newest first (never their secrets)',
    responses: { 200: TokensResponse, ...tokenErrors },
  },
  create: {
    method: 'POST',
    path: '/users/me/tokens',
    auth: 'bearer',
    tags: ['tokens'],
    summary: 'Create a personal access token; its secret is in this answer only',
    body: CreateTokenBody,
    responses: { 201: CreatedToken, ...tokenErrors },
  },
  revoke: {
    method: 'DELETE',
    path: '/users/me/tokens/:id',
    auth: 'bearer',
    tags: ['tokens'],
    summary: 'Revoke one of your tokens; it stops working at once',
    params: IdParams,
    responses: { 204: NoContent, ...tokenErrors },
  },
});
