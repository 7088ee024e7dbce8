import type { ModalLoaders } from './features/modals';

/** Where each modal's code lives: the app composes the features' modals, so the modals feature imports none. */
export const MODAL_LOADERS: ModalLoaders = {
  login: () => import('./features/auth/components/login-modal').then((m) => ({ default: m.LoginModal })),
  signup: () => import('./features/auth/components/signup-modal').then((m) => ({ default: m.SignupModal })),
  session: () => import('./features/sessions/components/session-modal').then((m) => ({ default: m.SessionModal })),
  createOrganization: () =>
    import('./features/organizations/components/organization-modal').then((m) => ({ default: m.CreateOrganizationModal })),
  editOrganization: () =>
    import('./features/organizations/components/organization-modal').then((m) => ({ default: m.EditOrganizationModal })),
  deleteOrganization: () =>
    import('./features/organizations/components/delete-organization-modal').then((m) => ({ default: m.DeleteOrganizationModal })),
  addMember: () => import('./features/organizations/components/add-member-modal').then((m) => ({ default: m.AddMemberModal })),
  createEvent: () => import('./features/events/components/event-modal').then((m) => ({ default: m.CreateEventModal })),
  editEvent: () => import('./features/events/components/event-modal').then((m) => ({ default: m.EditEventModal })),
  deleteEvent: () => import('./features/events/components/delete-event-modal').then((m) => ({ default: m.DeleteEventModal })),
  addEventUser: () => import('./features/events/components/add-event-user-modal').then((m) => ({ default: m.AddEventUserModal })),
};
