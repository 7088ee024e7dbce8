// The modals feature's public entry: open and close modals by name (docs/product.md#modals), and the host that
// renders the open ones. The app registers the modals' code (src/modal-loaders.ts).
export { ModalHost } from './components/modal-host';
export { preloadModal, registerModals, type ModalLoaders } from './modal-registry';
export type { ModalDataMap, ModalName } from './modal-state';
export { closeAllModals, closeModal, getModalState, openModal, useModals } from './modal-store';
