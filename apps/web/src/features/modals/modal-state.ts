import type { Session } from '@atria/contracts/zod-free';

/**
 * Modals are opened by name with optional data (docs/product.md#modals). Each name declares the data it
 * takes; later issues add their modals (organization, event, member, session ...) to this map.
 */
export interface ModalDataMap {
  login: undefined;
  signup: undefined;
  /** Create/Edit Session: without `session` it creates one in the event. */
  session: { eventId: number; session?: Session };
  createOrganization: undefined;
  editOrganization: { orgId: number; name: string };
  deleteOrganization: { orgId: number; name: string };
  addMember: { orgId: number };
  /** Create Event in an organization; conferences only when allowed (docs/product.md#event-cards). */
  createEvent: { orgId: number; companyName?: string; allowConferences?: boolean };
  editEvent: { eventId: number; allowConferences?: boolean };
  deleteEvent: { eventId: number; title: string };
  /** Add User to Event (also opened from the session page); `role` preselects one (Invite speaker). */
  addEventUser: { eventId: number; role?: 'ATTENDEE' | 'SPEAKER' | 'MODERATOR' };
}

export type ModalName = keyof ModalDataMap;

export interface ModalState {
  activeModals: ModalName[];
  modalData: Partial<{ [N in ModalName]: ModalDataMap[N] }>;
}

export const initialModalState: ModalState = { activeModals: [], modalData: {} };

/** Adds the name to the active list (once, moved to the top) and stores its data. */
export function withModalOpened<N extends ModalName>(
  state: ModalState,
  name: N,
  data: ModalDataMap[N] | undefined,
): ModalState {
  return {
    activeModals: [...state.activeModals.filter((active) => active !== name), name],
    modalData: { ...state.modalData, [name]: data },
  };
}

/** Removes the name and its data. */
export function withModalClosed(state: ModalState, name: ModalName): ModalState {
  if (!state.activeModals.includes(name)) return state;
  const modalData = { ...state.modalData };
  delete modalData[name];
  return { activeModals: state.activeModals.filter((active) => active !== name), modalData };
}
