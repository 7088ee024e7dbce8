import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalName } from './modal-state';

/** How each modal's code is fetched: the app supplies them (src/modal-loaders.ts), this feature knows no other. */
export type ModalLoaders = Record<ModalName, () => Promise<{ default: ComponentType }>>;

interface RegisteredModal {
  Component: LazyExoticComponent<ComponentType>;
  preload: () => void;
}

const registered = new Map<ModalName, RegisteredModal>();

/** Registers every modal; each is its own chunk, fetched on first open (or earlier through `preloadModal`). */
export function registerModals(loaders: ModalLoaders): void {
  for (const [name, load] of Object.entries(loaders) as Array<[ModalName, ModalLoaders[ModalName]]>) {
    registered.set(name, { Component: lazy(load), preload: () => void load() });
  }
}

/** The registered modal of that name, if any. */
export function registeredModal(name: ModalName): RegisteredModal | undefined {
  return registered.get(name);
}

/** Starts fetching a modal's code, e.g. when the pointer reaches the button that opens it. */
export function preloadModal(name: ModalName): void {
  registered.get(name)?.preload();
}
