import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

// docs/i18n.md#checks: the landing page and the login dialog in every locale (and the pseudo-locale, which
// shows untranslated or cut-off text), at desktop and phone widths, screenshotted for a person to look at and
// checked by axe. The screenshots go to a temporary folder, named in the test output.
const SHOTS = process.env.ATRIA_I18N_SHOTS ?? mkdtempSync(join(tmpdir(), 'atria-i18n-'));

const LOCALES = [
  { locale: 'en', lang: 'en', dir: 'ltr', logIn: 'Log In', heading: 'Everything your event needs, in one place' },
  {
    locale: 'de',
    lang: 'de',
    dir: 'ltr',
    logIn: 'Anmelden',
    heading: 'Alles, was deine Veranstaltung braucht, an einem Ort',
  },
  { locale: 'ar', lang: 'ar', dir: 'rtl', logIn: 'تسجيل الدخول', heading: 'كل ما تحتاجه فعاليتك في مكان واحد' },
  { locale: 'pseudo', lang: 'en', dir: 'ltr', logIn: /^\[Lög Îñ ~+\]$/, heading: '[Évérýthíñg ýöür évéñt ñéédš' },
] as const;

const WIDTHS = [1280, 375];

async function remember(page: Page, locale: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('atria.locale', value), locale);
}

test.describe('languages', () => {
  test.beforeAll(() => console.log(`i18n screenshots in ${SHOTS}`));

  for (const { locale, lang, dir, logIn, heading } of LOCALES) {
    test(`landing and login in ${locale}`, async ({ page }) => {
      test.setTimeout(120_000);
      await remember(page, locale);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await page.screenshot({ path: join(SHOTS, `landing-${locale}-${width}.png`), fullPage: true });
        await expectAccessible(page);

        await page.getByRole('button', { name: logIn }).first().click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await page.screenshot({ path: join(SHOTS, `login-${locale}-${width}.png`) });
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });
  }

  test('the switcher changes the language at once and it is remembered', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Language').first().selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'كل ما تحتاجه فعاليتك في مكان واحد' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'كل ما تحتاجه فعاليتك في مكان واحد' })).toBeVisible();
    await page.getByLabel('اللغة').first().selectOption('en');
    await expect(page.getByRole('heading', { name: 'Everything your event needs, in one place' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  // docs/i18n.md#error-texts: a failed call reads in the page's language, whether the server refused it (its own
  // answer, in the request's Accept-Language), the network failed, or something else answered.
  const FAILURES = [
    {
      locale: 'de',
      refused: 'Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet',
      network: 'Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
      unexpected: 'Ein unerwarteter Fehler ist aufgetreten',
    },
    {
      locale: 'ar',
      refused: 'رابط التأكيد هذا غير صالح أو سبق استخدامه',
      network: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',
      unexpected: 'حدث خطأ غير متوقع',
    },
  ] as const;

  for (const { locale, refused, network, unexpected } of FAILURES) {
    test(`a failed call reads in ${locale}`, async ({ page }) => {
      await remember(page, locale);
      const alert = page.getByRole('alert');
      await page.goto('/email-change/not-a-real-token');
      await expect(alert).toContainText(refused);

      await page.route('**/api/auth/email/confirm', (route) => route.abort('internetdisconnected'));
      await page.goto('/email-change/not-a-real-token');
      await expect(alert).toContainText(network);
      await page.screenshot({ path: join(SHOTS, `failed-call-${locale}.png`) });

      await page.unroute('**/api/auth/email/confirm');
      await page.route('**/api/auth/email/confirm', (route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
      );
      await page.goto('/email-change/not-a-real-token');
      await expect(alert).toContainText(unexpected);
      await expect(alert).not.toContainText(/Failed|Network error|Request failed|Bad Gateway/);
    });
  }
});
