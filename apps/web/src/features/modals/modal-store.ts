import { createStore, useStore } from '../../lib/create-store';
import {
  initialModalState,
  withModalClosed,
  withModalOpened,
  type ModalDataMap,
  type ModalName,
  type ModalState,
} from './modal-state';

const store = createStore<ModalState>(initialModalState);

/** Opens a modal by name; its data is stored until the modal closes. */
export function openModal<N extends ModalName>(name: N, data?: ModalDataMap[N]): void {
  store.setState((state) => withModalOpened(state, name, data));
}

export function closeModal(name: ModalName): void {
  store.setState((state) => withModalClosed(state, name));
}

export function closeAllModals(): void {
  store.setState(() => initialModalState);
}

export function getModalState(): ModalState {
  return store.getState();
}

export function useModals(): ModalState {
  return useStore(store);
}
