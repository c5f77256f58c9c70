import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';

/**
 * SPA figures for `npm run bench`: the JavaScript a first visit downloads (bytes on
 * the wire, gzip as the static site and CloudFront serve it) for / and /{drug}, and a
 * Lighthouse-style mobile run: Chromium with 4× CPU slowdown and a slow-4G network, scored with
 * Lighthouse's log-normal curves for FCP, LCP, TBT and CLS (Speed Index is not measured, so its
 * weight is spread over the others). Lighthouse itself is not installed: this is the same
 * arithmetic on the same browser, not its exact lab setup.
 */
const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export interface SpaFigures {
  jsKbGzip: Record<string, number>;
  mobile: Record<string, { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; score: number }>;
}

/** Loaded, then quiet for a moment (lazy route chunks and the first API calls included). */
async function settle(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}

async function scriptBytes(page: Page, url: string): Promise<number> {
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() === 'script') sizes.push(req.sizes().then((s) => s.responseBodySize));
  });
  await settle(page, url);
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

// Lighthouse 10 mobile scoring curves: [p10, median] per metric, and weights without Speed Index.
const CURVES = { fcp: [1800, 3000], lcp: [2500, 4000], tbt: [200, 600], cls: [0.1, 0.25] } as const;
const WEIGHTS = { fcp: 0.1, lcp: 0.25, tbt: 0.3, cls: 0.25 } as const;

function erf(x: number): number {
  // Abramowitz–Stegun 7.1.26 (error < 1.5e-7), enough for a score.
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return x >= 0 ? y : -y;
}

export function metricScore(value: number, [p10, median]: readonly [number, number]): number {
  if (value <= 0) return 1;
  const sigma = (Math.log(median) - Math.log(p10)) / 1.2815515655;
  const z = (Math.log(value) - Math.log(median)) / sigma;
  return Math.min(1, Math.max(0, 0.5 * (1 - erf(z / Math.SQRT2))));
}

async function mobileRun(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await page.addInitScript(() => {
    const w = window as unknown as { __perf: { lcp: number; cls: number; tbt: number } };
    w.__perf = { lcp: 0, cls: 0, tbt: 0 };
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__perf.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => list.getEntries().forEach((e) => {
      const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
      if (!shift.hadRecentInput) w.__perf.cls += shift.value;
    })).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__perf.tbt += Math.max(0, e.duration - 50)))).observe({ type: 'longtask', buffered: true });
  });
  await settle(page, url);
  await page.waitForTimeout(1000);
  const m = await page.evaluate(() => {
    const w = window as unknown as { __perf: { lcp: number; cls: number; tbt: number } };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return { fcpMs: Math.round(fcp), lcpMs: Math.round(w.__perf.lcp || fcp), tbtMs: Math.round(w.__perf.tbt), cls: Math.round(w.__perf.cls * 1000) / 1000 };
  });
  await context.close();
  const total = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
  const score =
    (WEIGHTS.fcp * metricScore(m.fcpMs, CURVES.fcp) + WEIGHTS.lcp * metricScore(m.lcpMs, CURVES.lcp) + WEIGHTS.tbt * metricScore(m.tbtMs, CURVES.tbt) + WEIGHTS.cls * metricScore(m.cls, CURVES.cls)) / total;
  return { ...m, score: Math.round(score * 100) };
}

export async function measureSpa(baseUrl: string, paths = ['/', '/Lisinopril']): Promise<SpaFigures | undefined> {
  const browser = await chromium.launch({ headless: true, args: ARGS, ...(existsSync(CHROMIUM) ? { executablePath: CHROMIUM } : {}) }).catch(() => undefined);
  if (!browser) return undefined;
  try {
    const jsKbGzip: SpaFigures['jsKbGzip'] = {};
    const mobile: SpaFigures['mobile'] = {};
    for (const path of paths) {
      const context = await browser.newContext();
      jsKbGzip[path] = Math.round((await scriptBytes(await context.newPage(), `${baseUrl}${path}`)) / 102.4) / 10;
      await context.close();
      mobile[path] = await mobileRun(browser, `${baseUrl}${path}`);
    }
    return { jsKbGzip, mobile };
  } finally {
    await browser.close();
  }
}
