import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchThirdPartyRequests } from './support/no-third-party';

test('/coupon-api presents both revenue models with the spec figures and leads to /api-contact and the reference', async ({ page, baseURL }) => {
  test.slow(); // a multi-page journey: 20–25 s on the 2-core CI machine, too near the 30 s default
  const thirdParty = watchThirdPartyRequests(page, baseURL!);
  await page.goto('/coupon-api');
  await expect(page).toHaveTitle(/Coupon API/);
  await expect(page.getByRole('heading', { level: 1, name: 'The RxSavvy Coupon API' })).toBeVisible();
  await expect(page.getByText('100% pass-through of PBM revenue plus $1 per 100 API requests')).toBeVisible();
  await expect(page.getByText('Typical revenue per prescription: $2.75 to $3.00')).toBeVisible();
  await expect(page.getByText('95% pass-through of PBM revenue (the provider keeps 5%)')).toBeVisible();
  await expect(page.getByText('Typical revenue per prescription: $2.65 to $3.00')).toBeVisible();
  for (const fact of ['Most requests return in under 200 ms.', 'Prices come from 12 PBMs.', 'Pharmacy admin fees are typically $2 to $3.']) {
    await expect(page.getByText(fact)).toBeVisible();
  }
  // "Get started" subscribes on AWS Marketplace (plain-words-and-messages.spec.ts); the contact form stays one button away.
  await expect(page.locator('a.button[href="/api-contact"]')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Read the API reference' }).click();
  await expect(page).toHaveURL(/\/coupon-api\/reference#PassThrough$/);
  await expect(page.locator('#PassThrough')).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'GET /v1/prices', exact: true })).toBeVisible();
  for (const path of ['/v1/drugs/search', '/v1/drugs/popular', '/v1/drugs/formulations', '/v1/prices/pharmacies', '/v1/prices/mail-order']) {
    await expect(page.getByRole('heading', { name: `GET ${path}`, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('cell', { name: 'prices[].priceCents' }).first()).toBeVisible();
  // The reference's axe check, with every sample answer open, is plain-words-and-messages.spec.ts's, at both widths.
  thirdParty.assertNone();
});
