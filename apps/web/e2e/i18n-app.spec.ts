import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, expectAccessible, test } from './fixtures';
import { createEvent, createOrg, pageFor, signUp } from './people';

// docs/i18n.md#checks: the app's main pages in every locale and the pseudo-locale, at desktop and phone widths,
// screenshotted for a person to look at (ATRIA_I18N_SHOTS names the folder) and checked by axe. The language
// comes from the person's saved one (a new browser with nothing remembered), except the pseudo-locale.
const SHOTS = process.env.ATRIA_I18N_SHOTS ?? mkdtempSync(join(tmpdir(), 'atria-i18n-app-'));

const LOCALES = [
  { locale: 'en', dir: 'ltr', orgs: 'Your organizations', settings: 'Settings', events: 'Events' },
  { locale: 'de', dir: 'ltr', orgs: 'Deine Organisationen', settings: 'Einstellungen', events: 'Veranstaltungen' },
  { locale: 'ar', dir: 'rtl', orgs: 'مؤسساتك', settings: 'الإعدادات', events: 'الفعاليات' },
  { locale: 'pseudo', dir: 'ltr', orgs: /^\[Ýöür/, settings: /^\[Šé/, events: /^\[Évéñtš/ },
] as const;

test.describe('the app in every language', () => {
  test.beforeAll(() => console.log(`i18n app screenshots in ${SHOTS}`));

  for (const { locale, dir, orgs, settings, events } of LOCALES) {
    test(`main pages in ${locale}`, async ({ browser, baseURL, request }) => {
      test.setTimeout(180_000);
      const person = await signUp(request, `i18n-${locale}`, 'Lena', 'Langer-Name');
      if (locale !== 'pseudo') await person.call('PUT', `/users/${person.id}`, { locale });
      const orgId = await createOrg(person, `Internationale Organisation ${locale}`);
      const eventId = await createEvent(person, orgId, 'CONFERENCE');
      for (const width of [1280, 375]) {
        const { context, page } = await pageFor(browser, baseURL, person, { width, height: 900 });
        if (locale === 'pseudo') await page.addInitScript(() => localStorage.setItem('atria.locale', 'pseudo'));
        const pages = [
          { name: 'organizations', path: '/app/organizations', heading: orgs },
          { name: 'organization', path: `/app/organizations/${orgId}/events`, heading: events },
          { name: 'event-home', path: `/app/events/${eventId}`, heading: null },
          { name: 'settings', path: '/app/settings', heading: settings },
        ];
        for (const shown of pages) {
          await page.goto(shown.path);
          await expect(page.locator('html')).toHaveAttribute('dir', dir);
          await expect(page.locator('html')).toHaveAttribute('lang', locale === 'pseudo' ? 'en' : locale);
          if (shown.heading) await expect(page.getByRole('heading', { name: shown.heading, level: 2 })).toBeVisible();
          else await expect(page.getByRole('heading', { name: 'Layout Summit' }).first()).toBeVisible();
          await page.screenshot({ path: join(SHOTS, `${shown.name}-${locale}-${width}.png`), fullPage: true });
          await expectAccessible(page);
        }
        await context.close();
      }
    });
  }

  test('a language chosen in Settings is saved for the person and follows them to a new browser', async ({
    browser,
    baseURL,
    request,
  }) => {
    const person = await signUp(request, 'i18n-settings', 'Sami', 'Saved');
    const first = await pageFor(browser, baseURL, person);
    await first.page.goto('/app/settings');
    await first.page.getByRole('combobox', { name: 'Language' }).last().selectOption('de');
    await expect(first.page.getByRole('heading', { name: 'Einstellungen', level: 2 })).toBeVisible();
    await expect.poll(async () => (await person.call<{ locale: string | null }>('GET', '/auth/me')).locale).toBe('de');
    await first.context.close();

    const second = await pageFor(browser, baseURL, person);
    await second.page.goto('/app/organizations');
    await expect(second.page.getByRole('heading', { name: 'Deine Organisationen', level: 2 })).toBeVisible();
    await second.context.close();
  });
});
