import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { revealLaterSections } from './support/later-sections';

/** A disabled button says why; another channel is a fresh form. */
test('the price alert says why it is disabled, and switching channel clears the old outcome', async ({ page }) => {
  await page.route('**/api/price-alerts', (route) => route.fulfill({ status: 202, json: { pending: true } }));
  await page.goto('/Lisinopril?z=92101');
  await revealLaterSections(page);
  const section = page.getByRole('region', { name: 'Tell me when the price drops' });
  await section.scrollIntoViewIfNeeded();
  const button = section.getByRole('button', { name: 'Alert me' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription('Enter your e-mail address to turn on the alert.');
  await section.getByLabel('Email address').fill('not-an-email');
  await section.getByLabel('Email address').blur();
  await expect(button).toHaveAccessibleDescription('Please enter a valid email address');
  await section.getByLabel('Email address').fill('ann@example.com');
  await expect(button).toBeEnabled();
  await button.click();
  await expect(section.getByRole('status')).toContainText('open the e-mail we just sent');
  await expectNoSeriousA11yViolations(page);

  await section.getByLabel('Text message').check();
  await expect(section.getByRole('status')).toHaveCount(0);
  await expect(section.getByLabel('Mobile phone number')).toHaveValue('');
  await expect(button).toHaveAccessibleDescription('Enter your mobile number to turn on the alert.');
});
