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

let n = 0;
export const uniqueEmail = (label: string): string => `${label}.${Date.now().toString(36)}.${(n += 1)}@example.test`;
