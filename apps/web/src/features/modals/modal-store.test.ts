import { beforeEach, describe, expect, it } from 'vitest';
import { initialModalState, withModalClosed, withModalOpened } from './modal-state';
import { closeAllModals, closeModal, getModalState, openModal } from './modal-store';

describe('modal state', () => {
  it('adds the name and its data when opening', () => {
    const state = withModalOpened(initialModalState, 'login', undefined);
    expect(state.activeModals).toEqual(['login']);
    expect('login' in state.modalData).toBe(true);
  });

  it('does not duplicate a name opened twice and moves it to the top', () => {
    let state = withModalOpened(initialModalState, 'login', undefined);
    state = withModalOpened(state, 'signup', undefined);
    state = withModalOpened(state, 'login', undefined);
    expect(state.activeModals).toEqual(['signup', 'login']);
  });

  it('removes the name and its data when closing', () => {
    const open = withModalOpened(withModalOpened(initialModalState, 'login', undefined), 'signup', undefined);
    const closed = withModalClosed(open, 'login');
    expect(closed.activeModals).toEqual(['signup']);
    expect('login' in closed.modalData).toBe(false);
    expect('signup' in closed.modalData).toBe(true);
  });

  it('returns the same state when closing a modal that is not open', () => {
    expect(withModalClosed(initialModalState, 'signup')).toBe(initialModalState);
  });
});

describe('modal store', () => {
  beforeEach(() => closeAllModals());

  it('opens and closes modals by name', () => {
    openModal('login');
    openModal('signup');
    expect(getModalState().activeModals).toEqual(['login', 'signup']);
    closeModal('login');
    expect(getModalState().activeModals).toEqual(['signup']);
  });

  it('empties names and data on close-all', () => {
    openModal('login');
    openModal('signup');
    closeAllModals();
    expect(getModalState()).toEqual({ activeModals: [], modalData: {} });
  });
});
