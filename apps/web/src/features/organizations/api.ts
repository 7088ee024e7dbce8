import type {
  AddMemberResponse,
  Organization,
  OrganizationList,
  OrganizationUser,
  OrganizationUserList,
  AddMemberBody,
  OrganizationBody,
  OrganizationRole,
} from '@atria/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { retryUnlessClientError } from '../../lib/query-retry';
import { organizationsList } from './api-paths';

/** Query keys of the organizations feature; mutations invalidate by these. */
export const organizationKeys = {
  all: ['organizations'] as const,
  list: () => ['organizations', 'list'] as const,
  detail: (orgId: number) => ['organizations', 'detail', orgId] as const,
  members: (orgId: number) => ['organizations', 'members', orgId] as const,
};

/** GET /organizations: the caller's organizations (one page of up to 100 is plenty for the grid). */
export function organizationsQueryOptions() {
  return queryOptions({
    queryKey: organizationKeys.list(),
    queryFn: () => apiRequest<OrganizationList>(organizationsList.path, { query: organizationsList.query }),
  });
}

/** GET /organizations/{id}, with the caller's own role. */
export function organizationQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: organizationKeys.detail(orgId),
    queryFn: () => apiRequest<Organization>(`/organizations/${orgId}`),
    retry: retryUnlessClientError,
  });
}

/** GET /organizations/{id}/users: every member (the API's page maximum). */
export function organizationMembersQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: organizationKeys.members(orgId),
    queryFn: () => apiRequest<OrganizationUserList>(`/organizations/${orgId}/users`, { query: { per_page: 100 } }),
  });
}

export function createOrganization(body: OrganizationBody): Promise<Organization> {
  return apiRequest<Organization>('/organizations', { method: 'POST', body });
}

export function updateOrganization(orgId: number, body: OrganizationBody): Promise<Organization> {
  return apiRequest<Organization>(`/organizations/${orgId}`, { method: 'PUT', body });
}

export async function deleteOrganization(orgId: number): Promise<void> {
  await apiRequest(`/organizations/${orgId}`, { method: 'DELETE' });
}

/** Adds an existing account, or invites a new email (the response then carries the claim link's path). */
export function addMember(orgId: number, body: AddMemberBody): Promise<AddMemberResponse> {
  return apiRequest<AddMemberResponse>(`/organizations/${orgId}/users`, { method: 'POST', body });
}

export function changeMemberRole(orgId: number, userId: number, role: OrganizationRole): Promise<OrganizationUser> {
  return apiRequest<OrganizationUser>(`/organizations/${orgId}/users/${userId}`, { method: 'PUT', body: { role } });
}

export async function removeMember(orgId: number, userId: number): Promise<void> {
  await apiRequest(`/organizations/${orgId}/users/${userId}`, { method: 'DELETE' });
}

/** A fresh one-time claim link for a member who has not set a password yet. */
export function renewInvitation(orgId: number, userId: number): Promise<{ invitation_path: string }> {
  return apiRequest<{ invitation_path: string }>(`/organizations/${orgId}/users/${userId}/invitation`, { method: 'POST' });
}
