import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchThirdPartyRequests } from './support/no-third-party';
import { DESKTOP_ONLY } from './support/widths';

/**
 * The iRxSavvy tools: the landing page lists and filters the tools, and each lookup's
 * form, filled for one real drug or code, answers with a specific fact from the catalog.
 */
interface Case {
  slug: string;
  /** label -> value; 'Drug name' fills the typeahead. */
  fill?: Record<string, string>;
  expect: string | RegExp;
}

/**
 * The comparison tools show only recorded observations (the seed has none; comparison.spec records
 * some through the admin page, in parallel): either the table or the honest empty state.
 */
const OBSERVED_OR_NONE = /Stored competitor price observations|we never estimate one/;

const FAMILIES: Record<string, Case[]> = {
  'drug information': [
    { slug: 'drug-formulations', fill: { 'Drug name': 'lisinopril' }, expect: 'Zestril' },
    { slug: 'all-drug-info', fill: { 'Drug name': 'metformin hcl' }, expect: 'Type 2 diabetes mellitus without complications (E11.9)' },
    { slug: 'list-drug-ndcs', fill: { 'Drug name': 'lisinopril' }, expect: '00591040701' },
    { slug: 'list-manufacturers', fill: { 'Drug name': 'lisinopril' }, expect: 'Teva' },
    { slug: 'list-distributors', fill: { 'Drug name': 'lisinopril' }, expect: 'Watson (Actavis)' },
    { slug: 'medguide', fill: { 'Drug name': 'sertraline' }, expect: 'dispensed with an FDA Medication Guide' },
    { slug: 'pill-split-compatibility', fill: { 'Drug name': 'sertraline', Strength: '50 mg' }, expect: 'Can be split' },
    { slug: 'drug-name-autocomplete', fill: { 'Start of a drug name': 'atorv' }, expect: 'Atorvastatin' },
  ],
  'classes and ingredients': [
    { slug: 'drug-class', fill: { 'Drug name': 'atorvastatin' }, expect: 'Statin (HMG-CoA reductase inhibitor)' },
    { slug: 'drug-class-list', expect: 'ACE inhibitor' },
    { slug: 'drug-class-members', fill: { 'Drug class': 'ACE inhibitor' }, expect: 'Enalapril' },
    { slug: 'drug-class-costs', fill: { 'Drug class': 'ACE inhibitor', 'Zip Code': '92101' }, expect: 'Ranked by price' },
    { slug: 'equivalent-effects', fill: { 'Drug name': 'lisinopril' }, expect: 'Benazepril' },
    { slug: 'drug-alternatives', fill: { 'Drug name': 'metformin hcl' }, expect: 'Metformin ER' },
    { slug: 'alternative-medication-labels', fill: { 'Drug name': 'metformin hcl' }, expect: 'Metformin ER' },
    { slug: 'alternative-medication-frequencies', fill: { 'Drug name': 'metformin hcl' }, expect: '2 times a day' },
    { slug: 'active-ingredients', fill: { 'Drug name': 'Lisinopril-Hydrochlorothiazide' }, expect: 'hydrochlorothiazide' },
    { slug: 'medications-with-active-ingredients', fill: { 'Active ingredient': 'hydrochlorothiazide' }, expect: 'Losartan-Hydrochlorothiazide' },
    { slug: 'active-ingredients-to-labels', fill: { 'Active ingredient': 'lisinopril' }, expect: 'Lisinopril-Hydrochlorothiazide' },
  ],
  'prices and paying': [
    { slug: 'nadac-pricing', fill: { 'Drug name': 'atorvastatin', Strength: '10 mg', Quantity: '30' }, expect: '$0.74 for 30 tablets' },
    { slug: 'expected-cost', fill: { 'Drug name': 'atorvastatin', 'Zip Code': '92101' }, expect: 'Expect to pay' },
    { slug: 'pbm-ndc-price', fill: { 'NDC (11 digits)': '00591040701' }, expect: 'ScriptSave price for NDC' },
    { slug: 'coupons-at-all-pbms', fill: { 'Drug name': 'lisinopril' }, expect: 'PBMs priced it' },
    { slug: 'good-price-or-bad-price', fill: { 'Drug name': 'atorvastatin', 'Price you were quoted ($)': '500' }, expect: 'High price' },
    { slug: 'equivalent-form-dosage-qty-days-supply-in-this-label', fill: { 'Drug name': 'lisinopril', 'Strength you take': '20 mg' }, expect: '2 × 10 mg' },
    { slug: 'list-payment-options', fill: { 'Drug name': 'Eliquis' }, expect: 'Eliquis manufacturer copay program' },
    { slug: 'manufacturer-coupon', fill: { 'Drug name': 'Eliquis' }, expect: 'Bristol Myers Squibb' },
    { slug: 'charity-options', expect: 'NeedyMeds' },
  ],
  'pharmacies and comparisons': [
    { slug: 'pharmacies', fill: { 'Pharmacy name or chain': 'Walgreens' }, expect: 'Walgreens' },
    { slug: 'pharmacies-nearby', fill: { 'Zip Code': '92101' }, expect: 'Pharmacies near 92101, nearest first' },
    { slug: 'mail-order-pharmacy-options', fill: { 'Drug name': 'metformin hcl' }, expect: 'Mail-order coupon prices' },
    { slug: 'pbm-mail-order-pharmacy-options', fill: { 'Drug name': 'metformin hcl' }, expect: 'Mail-order options per PBM' },
    { slug: 'goodrx-comparison', fill: { 'Drug name': 'atorvastatin' }, expect: OBSERVED_OR_NONE },
    { slug: 'optum-comparison', fill: { 'Drug name': 'atorvastatin' }, expect: OBSERVED_OR_NONE },
    { slug: 'all-comparison', fill: { 'Drug name': 'atorvastatin' }, expect: OBSERVED_OR_NONE },
  ],
  'codes, diagnoses and status': [
    { slug: 'icd-10-get-description', fill: { 'ICD-10-CM code': 'E11.9' }, expect: 'Type 2 diabetes mellitus without complications' },
    { slug: 'icd-10-list', fill: { 'Chapter, section or category': 'E08-E13' }, expect: 'Type 2 diabetes mellitus' },
    { slug: 'identify-icd-10-terms', fill: { 'Diagnosis in words': 'high blood pressure' }, expect: 'Essential (primary) hypertension' },
    { slug: 'rxcui-get-information', fill: { RxCUI: '314076' }, expect: 'Lisinopril 10 mg Tablet' },
    { slug: 'rxcui-list', fill: { 'Drug name': 'metformin hcl' }, expect: '861007' },
    { slug: 'identify-rxnorm-concepts', fill: { 'Medication list (one per line)': 'Lisinopril 10 mg daily' }, expect: '314076' },
    { slug: 'diagnoses-for-a-medication', fill: { 'Drug name': 'lisinopril' }, expect: 'Essential (primary) hypertension' },
    { slug: 'diagnosis-list', fill: { Filter: 'hypertension' }, expect: 'I10' },
    { slug: 'non-rx-treatment-options-for-dx', fill: { 'ICD-10-CM code': 'K21.9' }, expect: 'Famotidine' },
    { slug: 'status-page', expect: 'Services over the last 60 minutes' },
  ],
};

/**
 * Opens a tool: the first of a family with a page load, the next ones inside the running app (as
 * its links do), so a family's test pays for one start of the app rather than one per tool. Each
 * tool's body is keyed by its slug (ToolPage), so nothing of the previous tool's form is kept;
 * loading a tool's URL directly is checked in 'a tool keeps its inputs in the URL'.
 */
async function openTool(page: Page, slug: string): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1 });
  if (!new URL(page.url()).pathname.startsWith('/irxsavvy/')) {
    await page.goto(`/irxsavvy/${slug}`);
    await expect(h1).toBeVisible();
    return;
  }
  const previous = (await h1.textContent()) ?? '';
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/irxsavvy/${slug}`);
  await expect(h1).toBeVisible();
  await expect(h1, `the ${slug} tool replaced the previous one`).not.toHaveText(previous);
}

async function fillAndAsk(page: Page, c: Case): Promise<void> {
  await openTool(page, c.slug);
  for (const [label, value] of Object.entries(c.fill ?? {})) {
    const field = label === 'Drug name' ? page.getByRole('combobox', { name: 'Drug name' }) : page.getByLabel(label, { exact: true });
    await field.fill(value);
    await field.press('Tab');
  }
  if (c.fill) await page.getByRole('button', { name: /^(Look up|Refresh)$/ }).click();
  await expect(page.getByRole('region', { name: 'Answer' })).toContainText(c.expect, { timeout: 15_000 });
}

test.describe('iRxSavvy tools', () => {
  test('the landing page lists every tool by family and filters them', async ({ page, baseURL }) => {
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    await page.goto('/irxsavvy/');
    await expect(page).toHaveTitle(/^iRxSavvy: .* \| RxSavvy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'iRxSavvy tools' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'ICD-10 and RxNorm codes' })).toBeVisible();
    const links = page.locator('.tools-family__list a');
    expect(await links.count()).toBeGreaterThanOrEqual(45);
    // Its axe check (with the duplicate-landmark rules too) is axe-main-pages.spec.ts's, at both widths.
    await page.getByLabel('Search the tools').fill('ndc');
    await expect(page.getByRole('link', { name: 'List Drug NDCs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pharmacy Search' })).toHaveCount(0);
    await expect(page).toHaveURL(/\?q=ndc$/);
    await page.getByLabel('Search the tools').fill('zzzz');
    await expect(page.getByText('No tool matches')).toBeVisible();
    await page.getByLabel('Search the tools').fill('');
    await page.getByRole('link', { name: 'Pill Split Compatibility' }).click();
    await expect(page).toHaveURL(/\/irxsavvy\/pill-split-compatibility$/);
    await expect(page).toHaveTitle('Pill Split Compatibility | RxSavvy');
    thirdParty.assertNone();
  });

  // The tool frame's layout is the same at every width: the tools run on desktop only, the landing page on both.
  test.describe('tool pages', DESKTOP_ONLY, () => {

    test('a tool keeps its inputs in the URL, shows states, caveats and links, and is accessible', async ({ page, baseURL }) => {
      const thirdParty = watchThirdPartyRequests(page, baseURL!);
      await page.goto('/irxsavvy/equivalent-effects');
      await expect(page.getByText('Fill in the form and choose Look up')).toBeVisible();
      await page.getByRole('button', { name: 'Look up' }).click();
      await expect(page.getByText('Enter drug name.')).toBeVisible();
      await page.goto('/irxsavvy/equivalent-effects?drugName=Notadrug');
      await expect(page.getByRole('region', { name: 'Answer' })).toContainText('Drug name not found: Notadrug');
      await page.goto('/irxsavvy/equivalent-effects?drugName=lisinopril&zip=92101');
      await expect(page.getByRole('region', { name: 'Answer' })).toContainText('Benazepril');
      await expect(page.getByRole('combobox', { name: 'Drug name' })).toHaveValue('lisinopril');
      await expect(page.getByRole('note')).toContainText('needs your prescriber');
      await expect(page.getByRole('link', { name: 'Compare lisinopril prices near you' })).toHaveAttribute('href', '/lisinopril');
      await expect(page.getByRole('link', { name: 'Drug Alternatives' })).toHaveAttribute('href', '/irxsavvy/drug-alternatives?drugName=lisinopril');
      await expectNoSeriousA11yViolations(page);
      await page.goto('/irxsavvy/no-such-tool');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page).toHaveTitle('Page Not Found | RxSavvy');
      thirdParty.assertNone();
    });

    test('the drug typeahead never covers Look up and never asks on a pick: picking fills, the visitor asks', async ({ page }) => {
      await page.goto('/irxsavvy/equivalent-effects');
      const input = page.getByRole('combobox', { name: 'Drug name' });
      await input.fill('lisin');
      const list = page.getByRole('listbox', { name: 'Drug name suggestions' });
      await expect(list.getByRole('option').first()).toBeVisible();
      const listBox = (await list.boundingBox())!;
      const button = page.getByRole('button', { name: 'Look up' });
      const buttonBox = (await button.boundingBox())!;
      expect(buttonBox.y).toBeGreaterThanOrEqual(listBox.y + listBox.height);
      await input.press('ArrowDown');
      await input.press('Enter');
      await expect(input).toHaveValue('Lisinopril');
      await expect(list).toBeHidden();
      await expect(page.getByText('Fill in the form and choose Look up')).toBeVisible();
      await expect(page).not.toHaveURL(/drugName=/);
      await input.fill('lisin');
      await list.getByRole('option', { name: 'Lisinopril', exact: true }).click();
      await expect(input).toHaveValue('Lisinopril');
      await expect(page).not.toHaveURL(/drugName=/);
      await button.click();
      await expect(page.getByRole('region', { name: 'Answer' })).toContainText('Benazepril');
    });

    for (const [family, cases] of Object.entries(FAMILIES)) {
      test(`each ${family} tool answers for a real drug or code`, async ({ page, baseURL }) => {
        test.setTimeout(30_000 + cases.length * 10_000);
        const thirdParty = watchThirdPartyRequests(page, baseURL!);
        for (const c of cases) await test.step(c.slug, () => fillAndAsk(page, c));
        await expectNoSeriousA11yViolations(page);
        thirdParty.assertNone();
      });
    }
  });
});
