import { afterEach, describe, expect, it, vi } from 'vitest';
import { isFooterVisible, isHeaderVisible, isRememberedPage, isScrollTopButtonVisible, setsDocumentMeta } from '../../../web/src/app/chrome';
import { CHUNK_LOAD_TIMEOUT_MS, loadWithTimeout } from '../../../web/src/app/lazy-page';
import { pages, pageTitle, redirects } from '../../../web/src/app/pages';

afterEach(() => vi.useRealTimers());

describe('header, footer and scroll button rules (rules#site-shell)', () => {
  it('reveals the header on / and /how-it-works only past 600 px', () => {
    expect(isHeaderVisible('revealHeader', 600)).toBe(false);
    expect(isHeaderVisible('revealHeader', 601)).toBe(true);
    expect(isHeaderVisible('bare', 5000)).toBe(false);
    expect(isHeaderVisible('standard', 0)).toBe(true);
    expect(isFooterVisible('bare')).toBe(false);
    expect(isFooterVisible('revealHeader')).toBe(true);
    expect(isScrollTopButtonVisible(10)).toBe(false);
    expect(isScrollTopButtonVisible(11)).toBe(true);
  });

  it('maps the page table to the spec chrome', () => {
    const chrome = (path: string) => pages.find((p) => p.path === path)?.chrome ?? 'standard';
    expect(chrome('/')).toBe('revealHeader');
    expect(chrome('/how-it-works')).toBe('revealHeader');
    expect(chrome('/p')).toBe('bare');
    expect(chrome('/search')).toBe('standard');
  });

  it('sets titles except on admin paths and for empty titles; never remembers / or /after-auth', () => {
    expect(setsDocumentMeta('/admin/clear-cache', 'Clear cache')).toBe(false);
    expect(setsDocumentMeta('/faq', '')).toBe(false);
    expect(setsDocumentMeta('/faq', 'FAQ')).toBe(true);
    expect(isRememberedPage('/')).toBe(false);
    expect(isRememberedPage('/after-auth')).toBe(false);
    expect(isRememberedPage('/Lisinopril')).toBe(true);
  });

  it('titles the drug page after the drug', () => {
    const drugPage = pages.find((p) => p.path === '/:drugName')!;
    expect(pageTitle(drugPage, { drugName: 'Lisinopril' })).toBe('Lisinopril Prescription Discount Coupon Prices | RxSavvy');
  });

  it('redirects the portal aliases and /admin', () => {
    expect(Object.entries(redirects).filter(([, to]) => to === '/pharmacy-portal')).toHaveLength(6);
    expect(redirects['/admin']).toBe('/admin/price-explainer');
  });
});

describe('lazy route chunks (rules#errors)', () => {
  it('fail after 120 s without an answer', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise(() => undefined));
    const assertion = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError' });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await assertion;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('turn an import failure into a ChunkLoadError', async () => {
    await expect(loadWithTimeout(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))).rejects.toMatchObject({ name: 'ChunkLoadError' });
  });
});
