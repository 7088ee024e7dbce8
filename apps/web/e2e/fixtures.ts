import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is now; serious or critical violations fail the test with a readable list.
 * Journeys call it on every page they visit, and the fixture runs it once more on the last page.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map(
    (v) =>
      `${v.impact}: ${v.id} (${v.help}) at ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(report, `accessibility violations on ${page.url()}`).toEqual([]);
}

export const test = base.extend<{ a11yAfterEach: void }>({
  a11yAfterEach: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus && page.url().startsWith('http')) await expectAccessible(page);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Fails when the page scrolls sideways: the document wider than the window. A resize reaches React through
 * matchMedia listeners (a phone layout replaces the desktop one a render later), so the width is polled until the
 * layout has settled; a page that stays too wide still fails, naming the widest elements that stick out.
 */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const measure = () =>
    page.evaluate(() => {
      const inner = window.innerWidth;
      const culprits = Array.from(document.querySelectorAll('body *'))
        .map((el) => ({ el, right: el.getBoundingClientRect().right }))
        .filter((x) => x.right > inner + 1)
        .sort((a, b) => b.right - a.right)
        .slice(0, 3)
        .map(
          (x) =>
            `${x.el.tagName.toLowerCase()}${x.el.id ? `#${x.el.id}` : ''}.${Array.from(x.el.classList).slice(0, 3).join('.')} (${Math.round(x.right)} px)`,
        );
      return { overflow: document.documentElement.scrollWidth - inner, inner, culprits };
    });
  let last = await measure();
  await expect
    .poll(
      async () => {
        last = await measure();
        return last.overflow;
      },
      { message: `${what} scrolls sideways`, timeout: 5_000 },
    )
    .toBeLessThanOrEqual(0)
    .catch((error: unknown) => {
      throw new Error(
        `${what} is ${last.overflow} px wider than ${last.inner} px: ${last.culprits.join(' | ') || 'no element found'}`,
        { cause: error },
      );
    });
}

let n = 0;
export const uniqueEmail = (label: string): string => `${label}.${Date.now().toString(36)}.${(n += 1)}@example.test`;
