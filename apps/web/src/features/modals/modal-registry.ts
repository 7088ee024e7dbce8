import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalName } from './modal-state';

interface RegisteredModal {
  Component: LazyExoticComponent<ComponentType>;
  preload: () => void;
}

function lazyModal(load: () => Promise<{ default: ComponentType }>): RegisteredModal {
  return { Component: lazy(load), preload: () => void load() };
}

/** Each modal is its own chunk, fetched on first open (or earlier through `preloadModal`). */
export const MODALS: Record<ModalName, RegisteredModal> = {
  login: lazyModal(() => import('../auth/components/login-modal').then((m) => ({ default: m.LoginModal }))),
  signup: lazyModal(() => import('../auth/components/signup-modal').then((m) => ({ default: m.SignupModal }))),
  session: lazyModal(() => import('../sessions/components/session-modal').then((m) => ({ default: m.SessionModal }))),
  createOrganization: lazyModal(() => import('../organizations/components/organization-modal').then((m) => ({ default: m.CreateOrganizationModal }))),
  editOrganization: lazyModal(() => import('../organizations/components/organization-modal').then((m) => ({ default: m.EditOrganizationModal }))),
  deleteOrganization: lazyModal(() => import('../organizations/components/delete-organization-modal').then((m) => ({ default: m.DeleteOrganizationModal }))),
  addMember: lazyModal(() => import('../organizations/components/add-member-modal').then((m) => ({ default: m.AddMemberModal }))),
  createEvent: lazyModal(() => import('../events/components/event-modal').then((m) => ({ default: m.CreateEventModal }))),
  editEvent: lazyModal(() => import('../events/components/event-modal').then((m) => ({ default: m.EditEventModal }))),
  deleteEvent: lazyModal(() => import('../events/components/delete-event-modal').then((m) => ({ default: m.DeleteEventModal }))),
  addEventUser: lazyModal(() => import('../events/components/add-event-user-modal').then((m) => ({ default: m.AddEventUserModal }))),
};

/** Starts fetching a modal's code, e.g. when the pointer reaches the button that opens it. */
export function preloadModal(name: ModalName): void {
  MODALS[name].preload();
}
