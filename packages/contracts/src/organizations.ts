import { z } from 'zod';
import { Password, PersonName, emailField } from './auth';
import { PaginationQuery, listEnvelope } from './common';
import { ACTIVITY_KINDS } from './enum-values';
import { MemberInviteRole, OrganizationRole } from './enums';
import { nameText } from './text';
import { LIMITS, MESSAGES, maxLengthMessage } from './validation';

/** Stored cleaned (see nameText), so the uniqueness of names compares what people see. */
const orgName = (minMessage: string) =>
  nameText({
    label: 'Organization name',
    min: LIMITS.orgNameMin,
    max: LIMITS.orgNameMax,
    minMessage,
    maxMessage: MESSAGES.orgNameMax,
  });

/** Create/Edit Organization (the modal's wording; the server uses it too). */
export const OrganizationBody = z.object({ name: orgName(MESSAGES.orgNameMin) });
export type OrganizationBody = z.infer<typeof OrganizationBody>;

/** The 'Name Your Organization' screen: same rule, its own wording. */
export const NameYourOrganizationForm = z.object({ name: orgName(MESSAGES.nameMin) });

export const OrganizationMemberPreview = z.object({
  id: z.number().int(),
  full_name: z.string(),
  role: OrganizationRole,
});

export const Organization = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  /** The first members (owners first), for cards; the full list is GET /organizations/{id}/users. */
  users: z.array(OrganizationMemberPreview),
  member_count: z.number().int(),
  user_is_admin_or_owner: z.boolean(),
  /** The caller's own role. */
  role: OrganizationRole,
});
export type Organization = z.infer<typeof Organization>;

export const OrganizationList = listEnvelope('organizations', Organization);
export type OrganizationList = z.infer<typeof OrganizationList>;

export const OrganizationUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  image_url: z.string().nullable(),
  /** Shown to owners and admins only. */
  email: z.string().nullable(),
  role: OrganizationRole,
  /** Invited, has not set a password yet. */
  invitation_pending: z.boolean(),
  joined_at: z.string(),
});
export type OrganizationUser = z.infer<typeof OrganizationUser>;

export const OrganizationUsersQuery = PaginationQuery.extend({ role: OrganizationRole.optional() });
export type OrganizationUsersQuery = z.infer<typeof OrganizationUsersQuery>;

export const OrganizationUserList = listEnvelope('organization_users', OrganizationUser);
export type OrganizationUserList = z.infer<typeof OrganizationUserList>;

/** Add Member: an existing account is added; a new email creates an invited account. */
export const AddMemberBody = z.object({
  email: emailField(MESSAGES.emailInvalidShort),
  first_name: PersonName('First name'),
  last_name: PersonName('Last name'),
  role: MemberInviteRole.default('MEMBER'),
  /**
   * The original client sends a placeholder (docs/product.md#adding-people); it is ignored and never becomes a
   * working password.
   */
  password: z.string().max(1024, maxLengthMessage('Password', 1024)).optional(),
});
export type AddMemberBody = z.infer<typeof AddMemberBody>;
export type AddMemberForm = z.input<typeof AddMemberBody>;

export const AddMemberResponse = z.object({
  member: OrganizationUser,
  /** Path of the one-time link that lets a newly invited person set a password (null for existing accounts). */
  invitation_path: z.string().nullable(),
});
export type AddMemberResponse = z.infer<typeof AddMemberResponse>;

export const UpdateMemberBody = z.object({ role: OrganizationRole });
export type UpdateMemberBody = z.infer<typeof UpdateMemberBody>;

export const InvitationResponse = z.object({ invitation_path: z.string() });

export const InvitationInfo = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  organization_name: z.string().nullable(),
  event_title: z.string().nullable(),
  /** The event the link invites to (null for an organization's link): the claim page opens it afterwards. */
  event_id: z.number().int().nullable(),
});
export type InvitationInfo = z.infer<typeof InvitationInfo>;

export const ClaimInvitationBody = z.object({ password: Password });
export type ClaimInvitationBody = z.infer<typeof ClaimInvitationBody>;
export const ClaimInvitationForm = ClaimInvitationBody.extend({
  password_confirm: z.string({ error: MESSAGES.passwordConfirmRequired }).min(1, MESSAGES.passwordConfirmRequired),
}).refine((v) => v.password_confirm === '' || v.password === v.password_confirm, {
  message: MESSAGES.passwordsDontMatch,
  path: ['password_confirm'],
});

/** One entry of an organization's activity log: who did what, when, with the names as they were then. */
export const ActivityEntry = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  created_at: z.string(),
  /** Who did it (null: the person's account is gone, or the invitee themselves for a claim). */
  actor_name: z.string().nullable(),
  event_id: z.number().int().nullable(),
  /** The event's title at the time (kept after the event is deleted). */
  event_title: z.string().nullable(),
  /** The session's title, for session entries. */
  session_title: z.string().nullable(),
  /** The person concerned: invited, claimed, given a role. */
  person_name: z.string().nullable(),
  /** The new role, for role changes and invitations. */
  role: z.string().nullable(),
  /** How many: people invited by one request, rows imported. */
  count: z.number().int().nullable(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

export const ActivityList = listEnvelope('activity', ActivityEntry);
export type ActivityList = z.infer<typeof ActivityList>;
