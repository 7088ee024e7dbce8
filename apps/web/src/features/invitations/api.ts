import type { CheckEmailResponse, InvitationInfo, TokenPair, ClaimInvitationBody } from '@atria/contracts';
import { apiRequest } from '../../lib/api-client';

/** GET /users/check-email: the account's names when one exists for the email, else `user: null`. */
export function checkEmail(email: string, signal?: AbortSignal): Promise<CheckEmailResponse> {
  return apiRequest<CheckEmailResponse>('/users/check-email', { query: { email }, signal });
}

/** GET /invitations/{token}: who a claim link is for. 404 when it is unknown, used or expired. */
export function fetchInvitation(token: string): Promise<InvitationInfo> {
  return apiRequest<InvitationInfo>(`/invitations/${encodeURIComponent(token)}`);
}

/** POST /invitations/{token}/claim: sets the password and answers a token pair, like a login. */
export function claimInvitationRequest(token: string, body: ClaimInvitationBody): Promise<TokenPair> {
  return apiRequest<TokenPair>(`/invitations/${encodeURIComponent(token)}/claim`, { method: 'POST', body });
}

/** The full claim link to hand to an invited person. */
export function claimUrl(invitationPath: string): string {
  return `${window.location.origin}${invitationPath}`;
}
