import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The footer's contents load once the page is drawn and the footer nears the screen (or on Tab;
 * web/src/app/Layout.tsx): scrolls to it, as a visitor would, and answers it once it is filled in.
 */
export async function revealFooter(page: Page): Promise<Locator> {
  const footer = page.locator('footer');
  await expect(async () => {
    await footer.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await expect(footer.locator('.site-footer__legal')).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return footer;
}
