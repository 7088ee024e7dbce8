import type {
  AddMemberResponse,
  Organization,
  OrganizationUser,
  AddMemberBody,
  OrganizationBody,
  OrganizationRole,
} from '@atria/contracts/zod-free';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { retryUnlessClientError } from '../../lib/query-retry';
import { organizationsListRequest } from './requests';

/** Query keys of the organizations feature; mutations invalidate by these. */
export const organizationKeys = {
  all: ['organizations'] as const,
  list: () => ['organizations', 'list'] as const,
  detail: (orgId: number) => ['organizations', 'detail', orgId] as const,
  members: (orgId: number) => ['organizations', 'members', orgId] as const,
  activity: (orgId: number) => ['organizations', 'activity', orgId] as const,
};

/** GET /organizations/{id}/activity, newest first, 20 entries a page (owners and admins). */
export function organizationActivityQueryOptions(orgId: number) {
  return infiniteQueryOptions({
    queryKey: organizationKeys.activity(orgId),
    queryFn: ({ pageParam }) =>
      api.organizations.activity({ params: { orgId }, query: { page: pageParam, per_page: 20 } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.total_pages ? last.current_page + 1 : undefined),
  });
}

/** GET /organizations: the caller's organizations (one page of up to 100 is plenty for the grid). */
export function organizationsQueryOptions() {
  return queryOptions({
    queryKey: organizationKeys.list(),
    queryFn: () => api.organizations.list(organizationsListRequest),
  });
}

/** GET /organizations/{id}, with the caller's own role. */
export function organizationQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: organizationKeys.detail(orgId),
    queryFn: () => api.organizations.get({ params: { id: orgId } }),
    retry: retryUnlessClientError,
  });
}

/** GET /organizations/{id}/users: every member (the API's page maximum). */
export function organizationMembersQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: organizationKeys.members(orgId),
    queryFn: () => api.organizations.members({ params: { orgId }, query: { per_page: 100 } }),
  });
}

export function createOrganization(body: OrganizationBody): Promise<Organization> {
  return api.organizations.create({ body });
}

export function updateOrganization(orgId: number, body: OrganizationBody): Promise<Organization> {
  return api.organizations.rename({ params: { id: orgId }, body });
}

export async function deleteOrganization(orgId: number): Promise<void> {
  await api.organizations.remove({ params: { id: orgId } });
}

/** Adds an existing account, or invites a new email (the response then carries the claim link's path). */
export function addMember(orgId: number, body: AddMemberBody): Promise<AddMemberResponse> {
  return api.organizations.addMember({ params: { orgId }, body });
}

export function changeMemberRole(orgId: number, userId: number, role: OrganizationRole): Promise<OrganizationUser> {
  return api.organizations.changeMemberRole({ params: { orgId, userId }, body: { role } });
}

export async function removeMember(orgId: number, userId: number): Promise<void> {
  await api.organizations.removeMember({ params: { orgId, userId } });
}

/** A fresh one-time claim link for a member who has not set a password yet. */
export function renewInvitation(orgId: number, userId: number): Promise<{ invitation_path: string }> {
  return api.organizations.reinvite({ params: { orgId, userId } });
}
