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
};

/** Starts fetching a modal's code, e.g. when the pointer reaches the button that opens it. */
export function preloadModal(name: ModalName): void {
  MODALS[name].preload();
}
