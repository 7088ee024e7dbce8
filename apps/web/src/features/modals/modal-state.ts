/**
 * Modals are opened by name with optional data (spec sections 2 and 4). Each name declares the data it
 * takes; later issues add their modals (organization, event, member, session ...) to this map.
 */
export interface ModalDataMap {
  login: undefined;
  signup: undefined;
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
