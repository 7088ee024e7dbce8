import { z } from 'zod';
import {
  ChangeEmailBody,
  ChangePasswordBody,
  ConfirmEmailBody,
  DeleteAccountBody,
  EmailChangePending,
  EmailChanged,
  LoginIdParams,
  LoginsResponse,
} from '../account';
import { LoginBody, RefreshResponse, SignupBody, TokenPair, User } from '../auth';
import { HealthResponse } from '../common';
import { ClaimInvitationBody, InvitationInfo } from '../organizations';
import { NoContent, defineRoutes, errors } from './route';

export const healthRoutes = defineRoutes({
  check: {
    method: 'GET',
    path: '/health',
    auth: 'public',
    tags: ['health'],
    summary: 'Liveness and database status',
    responses: { 200: HealthResponse, 503: HealthResponse },
  },
});

const authErrors = errors(401, 409, 422, 429);

export const authRoutes = defineRoutes({
  signup: {
    method: 'POST',
    path: '/auth/signup',
    auth: 'public',
    tags: ['auth'],
    summary: 'Create an account and log in',
    body: SignupBody,
    responses: { 201: TokenPair, ...authErrors },
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    auth: 'public',
    tags: ['auth'],
    summary: 'Log in with email and password',
    body: LoginBody,
    responses: { 200: TokenPair, ...authErrors },
  },
  refresh: {
    method: 'POST',
    path: '/auth/refresh',
    auth: 'refresh',
    tags: ['auth'],
    summary: 'Exchange the refresh token (sent as the bearer credential) for a new token pair',
    responses: { 200: RefreshResponse, ...errors(401) },
  },
  me: {
    method: 'GET',
    path: '/auth/me',
    auth: 'bearer',
    tags: ['auth'],
    summary: 'The current user',
    responses: { 200: User, ...errors(401) },
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    auth: 'bearer',
    tags: ['auth'],
    summary: 'Revoke the current access token and its refresh family',
    responses: { 204: NoContent, ...errors(401) },
  },
});

const accountErrors = errors(401, 403, 404, 409, 422, 429);

/** Account settings: password, logins, deletion (docs/product.md#settings). The name is the profile edit. */
export const accountRoutes = defineRoutes({
  changePassword: {
    method: 'PUT',
    path: '/auth/password',
    auth: 'bearer',
    tags: ['auth'],
    summary: 'Change your password (needs the current one); ends every other login',
    body: ChangePasswordBody,
    responses: { 204: NoContent, ...accountErrors },
  },
  changeEmail: {
    method: 'POST',
    path: '/auth/email',
    auth: 'bearer',
    tags: ['auth'],
    summary: 'Ask to change your email (needs your password): a confirmation link goes to the new address',
    description:
      'The link works once, for 24 hours; the old address is told. A new request replaces a waiting one. The address changes only on confirmation.',
    body: ChangeEmailBody,
    responses: { 200: EmailChangePending, ...accountErrors },
  },
  confirmEmail: {
    method: 'POST',
    path: '/auth/email/confirm',
    auth: 'public',
    tags: ['auth'],
    summary: 'Confirm a new email address with the token of the mailed link',
    body: ConfirmEmailBody,
    responses: { 200: EmailChanged, ...errors(404, 409, 410, 422, 429) },
  },
  listLogins: {
    method: 'GET',
    path: '/auth/logins',
    auth: 'bearer',
    tags: ['auth'],
    summary: 'Your active logins, the current one marked',
    responses: { 200: LoginsResponse, ...accountErrors },
  },
  endLogin: {
    method: 'DELETE',
    path: '/auth/logins/:id',
    auth: 'bearer',
    tags: ['auth'],
    summary: 'End one of your logins',
    params: LoginIdParams,
    responses: { 204: NoContent, ...accountErrors },
  },
  endAllLogins: {
    method: 'DELETE',
    path: '/auth/logins',
    auth: 'bearer',
    tags: ['auth'],
    summary: 'Log out everywhere, this login included',
    responses: { 204: NoContent, ...accountErrors },
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/users/me',
    auth: 'bearer',
    tags: ['users'],
    summary: 'Delete your account (needs your password); refused while you are the last owner of an organization',
    body: DeleteAccountBody,
    responses: { 204: NoContent, ...accountErrors },
  },
});

const TokenParams = z.object({ token: z.string().min(16).max(128) });

export const invitationsRoutes = defineRoutes({
  info: {
    method: 'GET',
    path: '/invitations/:token',
    auth: 'public',
    tags: ['invitations'],
    summary: 'Who an invitation link is for',
    params: TokenParams,
    responses: { 200: InvitationInfo, ...errors(404, 410) },
  },
  claim: {
    method: 'POST',
    path: '/invitations/:token/claim',
    auth: 'public',
    tags: ['invitations'],
    summary: 'Set the password of an invited account and log in',
    params: TokenParams,
    body: ClaimInvitationBody,
    responses: { 200: TokenPair, ...errors(404, 410, 422, 429) },
  },
});
