import type { CheckEmailResponse, InvitationInfo, TokenPair, ClaimInvitationBody } from '@atria/contracts/zod-free';
import { api } from '../../lib/api-client';

/** GET /users/check-email: the account's names when one exists for the email, else `user: null`. */
export function checkEmail(email: string, signal?: AbortSignal): Promise<CheckEmailResponse> {
  return api.users.checkEmail({ query: { email }, signal });
}

/** GET /invitations/{token}: who a claim link is for. 404 when it is unknown, used or expired. */
export function fetchInvitation(token: string): Promise<InvitationInfo> {
  return api.invitations.info({ params: { token } });
}

/** POST /invitations/{token}/claim: sets the password and answers a token pair, like a login. */
export function claimInvitationRequest(token: string, body: ClaimInvitationBody): Promise<TokenPair> {
  return api.invitations.claim({ params: { token }, body });
}

/** The full claim link to hand to an invited person. */
export function claimUrl(invitationPath: string): string {
  return `${window.location.origin}${invitationPath}`;
}
