import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n/i18n';
import { createAppRouter } from '../../router';
import { RouteErrorPage } from './route-error-page';

afterEach(async () => {
  cleanup();
  await setLocale('en');
});

/** A router whose only page fails to load, the way an offline page's code or texts fail. */
async function failingPage() {
  const rootRoute = createRootRoute({
    loader: () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    },
    component: () => null,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: RouteErrorPage,
  });
  await router.load();
  render(<RouterProvider router={router} />);
}

describe('a page that could not load', () => {
  it('is what the app router shows', () => {
    expect(createAppRouter().options.defaultErrorComponent).toBe(RouteErrorPage);
  });

  it('says so in the reader’s language, never with the exception’s English', async () => {
    await setLocale('de');
    await failingPage();
    expect(await screen.findByRole('heading', { name: 'Diese Seite konnte nicht angezeigt werden' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Ein unerwarteter Fehler ist aufgetreten');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Failed to fetch|Something went wrong/);
  });

  it('in Arabic too', async () => {
    await setLocale('ar');
    await failingPage();
    expect(await screen.findByRole('heading', { name: 'تعذّر عرض هذه الصفحة' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('حدث خطأ غير متوقع');
  });
});
