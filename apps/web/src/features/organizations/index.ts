// The organizations feature's public entry: the organization queries other features read (the landing
// decision, an event page's 'Organizer View' subtitle). Pages and modals stay out of it (routes and
// src/modal-loaders.ts import them by path).
export {
  organizationActivityQueryOptions,
  organizationKeys,
  organizationMembersQueryOptions,
  organizationQueryOptions,
  organizationsQueryOptions,
} from './api';
