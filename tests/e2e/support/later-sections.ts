import { expect, type Page } from '@playwright/test';

/**
 * The drug page's later sections (supply comparison, price history, About, price alert) load as
 * they near the screen (web/src/components/WhenNear.tsx): scrolls to each one's marker until none
 * is left, as a visitor scrolling down would. Waits for the prices first (the markers come with them).
 */
export async function revealLaterSections(page: Page): Promise<void> {
  await expect(page.locator('.drug-page .results')).toBeVisible({ timeout: 20_000 });
  const markers = page.locator('.when-near');
  await expect(async () => {
    if (await markers.count()) await markers.first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect(markers).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
