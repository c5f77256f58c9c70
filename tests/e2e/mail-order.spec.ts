import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchThirdPartyRequests } from './support/no-third-party';
import { openPrices } from './journey-steps';

/** Mail order you can act on: how to send the prescription to each service, and its shipping; both widths. */
test('each mail-order option says how to send the prescription and gives shipping cost and time, labelled estimated', async ({ page, baseURL }) => {
  const thirdParty = watchThirdPartyRequests(page, baseURL!);
  await openPrices(page, '/Lisinopril?z=92101', /^Prices for Lisinopril/);
  const mail = page.getByRole('region', { name: 'Mail Order Prices' });
  await expect(mail).toBeVisible({ timeout: 15_000 });
  const options = mail.locator('.pharmacy-row');
  expect(await options.count()).toBeGreaterThan(0);
  for (const option of await options.all()) {
    const name = (await option.locator('.pharmacy-row__name').textContent())!;
    const how = option.getByRole('region', { name: /^How to send your prescription to / });
    await expect(how, `${name}: how to send`).toContainText(/e-prescribe it to .+, NPI \d{10}, .+, [A-Z]{2} \d{5}/);
    await expect(how.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ }), `${name}: the phone, to call`).toHaveAttribute('href', /^tel:\d{10}$/);
    await expect(how.getByRole('link', { name: /^transfer it to / })).toHaveAttribute('href', /^\/prescription-transfer\?p=/);
    await expect(how, `${name}: shipping`).toContainText('Shipping $5.00, delivery in 3–7 business days (estimated)');
  }
  await expectNoSeriousA11yViolations(page);

  const first = options.first().getByRole('region', { name: /^How to send your prescription to / });
  const service = (await first.getByRole('heading').textContent())!.replace('How to send your prescription to ', '');
  await first.getByRole('link', { name: /^transfer it to / }).click();
  await expect(page).toHaveURL(/\/prescription-transfer\?p=/);
  await expect(page.getByLabel('Pharmacy name')).toHaveValue(service);
  thirdParty.assertNone();
});
