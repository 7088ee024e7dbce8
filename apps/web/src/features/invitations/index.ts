// The invitations feature's public entry: the form that invites a person (by account or by email) and the
// link an invitation is claimed by, both used by the organization and event member dialogs.
export { ClaimLink, InvitationCreated } from './components/claim-link';
export {
  InvitePersonForm,
  type InvitePersonFormProps,
  type InviteResult,
  type PersonField,
} from './components/invite-person-form';
