import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../features/sessions/render-with-router';
import { setLocale } from '../../lib/i18n/i18n';
import { AppMenu } from './app-menu';

vi.mock('../../lib/navigation', () => ({ hardRedirect: vi.fn() }));

beforeAll(() => {
  // Radix positions the menu with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const account = { user: { full_name: 'Ada Lovelace', email: 'ada@example.com' }, onLogout: vi.fn() };

describe('AppMenu', () => {
  afterEach(async () => {
    cleanup();
    await act(() => setLocale('en'));
  });

  it('stands in with the same button until the dropdown loads, and opens it when activated', async () => {
    await renderWithRouter(() => <AppMenu account={account} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.pointerDown(button, { button: 0 });
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Organizations' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('opened by a key before the dropdown arrived, focuses the first item as Radix does', async () => {
    await renderWithRouter(() => <AppMenu account={account} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Open menu' }), { key: 'Enter' });
    const first = await screen.findByRole('menuitem', { name: 'Organizations' });
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('hands the focus to the real trigger when it replaces a focused button', async () => {
    await renderWithRouter(() => <AppMenu account={account} />);
    const standIn = screen.getByRole('button', { name: 'Open menu' });
    act(() => standIn.focus());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).not.toBe(standIn));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("shows who is signed in and logs out through the app's handler", async () => {
    await renderWithRouter(() => <AppMenu account={account} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Open menu' }), { button: 0 });
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(account.onLogout).toHaveBeenCalledTimes(1);
  });

  it('switches the language from its Language group: the menu speaks it, the page turns right to left', async () => {
    await renderWithRouter(() => <AppMenu account={account} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Open menu' }), { button: 0 });
    const arabic = await screen.findByRole('menuitemradio', { name: 'العربية' });
    expect(screen.getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(arabic);
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(await screen.findByRole('button', { name: 'فتح القائمة' })).toBeTruthy();
    expect(localStorage.getItem('atria.locale')).toBe('ar');
  });
});
