import type { ModalLoaders } from './features/modals';
import { loadArea } from './lib/i18n/i18n';

/** Where each modal's code lives: the app composes the features' modals, so the modals feature imports none. */
export const MODAL_LOADERS: ModalLoaders = {
  // The sign-in dialogs' texts in the current language load beside their code (docs/i18n.md#catalogs).
  login: () =>
    Promise.all([import('./features/auth/components/login-modal'), loadArea('auth')]).then(([m]) => ({
      default: m.LoginModal,
    })),
  signup: () =>
    Promise.all([import('./features/auth/components/signup-modal'), loadArea('auth')]).then(([m]) => ({
      default: m.SignupModal,
    })),
  session: () => import('./features/sessions/components/session-modal').then((m) => ({ default: m.SessionModal })),
  createOrganization: () =>
    import('./features/organizations/components/organization-modal').then((m) => ({
      default: m.CreateOrganizationModal,
    })),
  editOrganization: () =>
    import('./features/organizations/components/organization-modal').then((m) => ({
      default: m.EditOrganizationModal,
    })),
  deleteOrganization: () =>
    import('./features/organizations/components/delete-organization-modal').then((m) => ({
      default: m.DeleteOrganizationModal,
    })),
  addMember: () =>
    import('./features/organizations/components/add-member-modal').then((m) => ({ default: m.AddMemberModal })),
  createEvent: () => import('./features/events/components/event-modal').then((m) => ({ default: m.CreateEventModal })),
  editEvent: () => import('./features/events/components/event-modal').then((m) => ({ default: m.EditEventModal })),
  deleteEvent: () =>
    import('./features/events/components/delete-event-modal').then((m) => ({ default: m.DeleteEventModal })),
  addEventUser: () =>
    import('./features/events/components/add-event-user-modal').then((m) => ({ default: m.AddEventUserModal })),
};
