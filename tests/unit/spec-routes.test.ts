import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pages, redirects } from '../../web/src/app/pages';

/** rules#routes "Public routes", copied as written ({id} is a path parameter). */
const SPEC_PUBLIC_ROUTES = `/ (home), /p (home variant with header and footer hidden), /how-it-works, /for-members, /for-employers, /for-benefit-consultants, /for-health-plans, /for-payers, /request-a-demo, /coupon-api, /api-contact, /about, /careers, /privacy-policy, /terms-of-use, /faq, /consumer-discount-cards, /pharmacist-information, /provider-information, /contact, /search (drug discount search), /coupon (coupon details; the query is its input), /manufacturer-coupon, /alternative-medication, /local, /blog, /blog/{id}, /goodrx-comparison, /cvs-savings-finder-comparison, /optum-perks-comparison, /should-i-use-a-coupon, /mobile-app, /do-not-overcharge-for-prescriptions, /reimburse-me, /prescription-transfer, /pharmacy-portal, /pharmacy-portal-admin.`;

const specPaths = SPEC_PUBLIC_ROUTES.split(',').map((part) => part.trim().split(/\s/)[0]!.replace(/\.$/, ''));

/** The catch-all /:drugName would "match" every one-segment path, so it does not count as a page for a route. */
const fixedPages = pages.filter((p) => p.path !== '/:drugName');

/** A concrete example of a spec path ({id} → a real-looking value). */
const example = (specPath: string) => specPath.replace(/\{[^}]+\}/g, 'example-id');

function pageFor(specPath: string) {
  const path = example(specPath);
  return fixedPages.find((page) => matchPath({ path: page.path, end: true }, path));
}

describe('rules#routes public routes', () => {
  it('the copied list is the spec’s 37 routes', () => {
    expect(specPaths).toHaveLength(37);
    expect(specPaths).toContain('/blog/{id}');
    expect(specPaths.every((p) => p.startsWith('/'))).toBe(true);
  });

  it.each(specPaths)('%s has a page in the page table (not the catch-all)', (specPath) => {
    const page = pageFor(specPath);
    expect(page, `no page for ${specPath}`).toBeDefined();
    expect(redirects[example(specPath)], `${specPath} must be a page, not a redirect`).toBeUndefined();
  });

  it.each(specPaths)('%s has a non-empty title and description', (specPath) => {
    const page = pageFor(specPath);
    if (!page) return; // reported by the test above
    const title = typeof page.title === 'function' ? page.title({ id: 'example-id' }) : page.title;
    expect(title.trim()).not.toBe('');
    expect(page.description.trim()).not.toBe('');
  });

  it('the catch-all /:drugName stays the last page', () => {
    expect(pages.at(-1)?.path).toBe('/:drugName');
  });
});
