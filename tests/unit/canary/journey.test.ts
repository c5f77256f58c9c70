import { describe, expect, it, vi } from 'vitest';
import { journeyReport, runJourney } from '../../../functions/domain/canary/journey';
import { smoke } from '../../../scripts/smoke';

const SITE = 'https://stage.example.com';
const ROW = {
  priceStatus: 'priced', pharmacyName: 'CVS Pharmacy', price: 4.5, priceBasis: 'Coupon', ln: 'Lisinopril', rxBin: '610378', rxPcn: 'RX', rxGroup: 'GRP1', memberId: 'M123',
  servicePhone: '800-555-0100', helpdeskPhone: '800-555-0101', couponSig: 'x'.repeat(43),
};
const DETAILS = {
  drugs: [ROW], selected: { quantityToDisplay: '30 tablets', form: 'tablet', strength: '10 mg' }, providersAsked: ['a', 'b'], providersAnswered: ['a'],
};
const HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

type Answer = { status?: number; body: unknown; type?: string };
/** A site answering each path (matched by its start) as given; anything else 404. */
function site(answers: Record<string, Answer>) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input));
    const key = Object.keys(answers).find((path) => url.pathname === path);
    if (!key) return new Response('not found', { status: 404 });
    const a = answers[key]!;
    const text = typeof a.body === 'string' ? a.body : JSON.stringify(a.body);
    return new Response(text, { status: a.status ?? 200, headers: { 'content-type': a.type ?? (typeof a.body === 'string' ? 'text/html; charset=utf-8' : 'application/json') } });
  });
}
const HEALTHY: Record<string, Answer> = {
  '/api/drugname': { body: { drugNames: ['Lisinopril', 'Lisinopril-HCTZ'] } },
  '/api/ecsdosage0': { body: DETAILS },
  '/coupon': { body: HTML },
};

describe('the canary journey', () => {
  it('passes typeahead -> price -> coupon page on a healthy site, asking for the suggested name and opening the row\'s signed coupon', async () => {
    const fetch = site(HEALTHY);
    const result = await runJourney(`${SITE}/`, { fetch });
    expect(result.ok).toBe(true);
    expect(result.steps.map((s) => [s.name, s.ok, s.status])).toEqual([['typeahead', true, 200], ['price', true, 200], ['coupon', true, 200]]);
    const urls = fetch.mock.calls.map(([u]) => new URL(String(u)));
    expect(urls[0]!.searchParams.get('q')).toBe('lisin');
    expect(urls[1]!.searchParams.get('drugName')).toBe('Lisinopril');
    expect(urls[1]!.searchParams.get('zip')).toBe('92101');
    expect(urls[2]!.pathname).toBe('/coupon');
    expect(urls[2]!.searchParams.get('sig')).toBe(ROW.couponSig);
    expect(urls[2]!.searchParams.get('rxBin')).toBe('610378');
    expect(fetch.mock.calls.every(([, init]) => !init?.method || init.method === 'GET'), 'the journey records nothing').toBe(true);
  });

  it.each([
    ['the typeahead answers 503', { '/api/drugname': { status: 503, body: { error: 'x' } } }, 'typeahead', '/api/drugname answered 503'],
    ['no suggestion matches', { '/api/drugname': { body: { drugNames: ['Aspirin'] } } }, 'typeahead', 'no drug name starting with "lisin" among 1 suggestions'],
    ['the price route answers 403 (CloudFront sends a token no function accepts)', { '/api/ecsdosage0': { status: 403, body: {} } }, 'price', '/api/ecsdosage0 answered 403'],
    ['no row has a signed coupon', { '/api/ecsdosage0': { body: { ...DETAILS, drugs: [{ ...ROW, couponSig: '' }] } } }, 'price', '1 price rows, none with a signed coupon'],
    ['no PBM answered', { '/api/ecsdosage0': { body: { ...DETAILS, providersAnswered: [] } } }, 'price', 'no PBM answered (2 asked)'],
    ['the coupon page is not the site\'s', { '/coupon': { body: { message: 'Missing Authentication Token' } } }, 'coupon', '/coupon answered application/json, not the site\'s page'],
  ] as const)('fails when %s, naming the step, and tries no later step', async (_, change, failing, detail) => {
    const result = await runJourney(SITE, { fetch: site({ ...HEALTHY, ...change }) });
    expect(result.ok).toBe(false);
    const last = result.steps.at(-1)!;
    expect(last).toMatchObject({ name: failing, ok: false, detail });
    expect(result.steps.slice(0, -1).every((s) => s.ok)).toBe(true);
  });

  it('fails a step that gets no answer within the timeout, and a site that cannot be reached', async () => {
    const hanging = vi.fn<typeof fetch>((_, init) => new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason))));
    expect((await runJourney(SITE, { fetch: hanging, timeoutMs: 20 })).steps).toEqual([expect.objectContaining({ name: 'typeahead', ok: false, detail: 'no answer within 20 ms' })]);
    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    expect((await runJourney(SITE, { fetch: down })).steps[0]).toMatchObject({ ok: false, detail: 'fetch failed' });
  });

  it('reports one line per step, SKIP after a failure, and the verdict', async () => {
    const report = journeyReport(SITE, await runJourney(SITE, { fetch: site({ ...HEALTHY, '/api/ecsdosage0': { status: 500, body: {} } }) }));
    const lines = report.split('\n');
    expect(lines[0]).toBe(`RxSavvy smoke: ${SITE}`);
    expect(lines[1]).toMatch(/^PASS {2}typeahead/);
    expect(lines[2]).toMatch(/^FAIL {2}price .* 500 {2}\/api\/ecsdosage0 answered 500$/);
    expect(lines[3]).toBe('SKIP  coupon     (an earlier step failed)');
    expect(lines[4]).toMatch(/^FAIL {2}journey in \d+ ms$/);
  });
});

describe('npm run smoke', () => {
  it('exits 0 on a healthy site, 1 when a step fails, 2 without a usable --url', async () => {
    const out: string[] = [];
    expect(await smoke(['--url', `${SITE}/some/page`], (t) => out.push(t), site(HEALTHY))).toBe(0);
    expect(out.join('\n')).toContain(`RxSavvy smoke: ${SITE}\nPASS  typeahead`);
    expect(await smoke(['--url', SITE], () => {}, site({ ...HEALTHY, '/coupon': { status: 404, body: 'gone' } }))).toBe(1);
    for (const argv of [[], ['--url', 'ftp://x.example'], ['--url', 'not a url'], ['--url', SITE, '--timeout-ms', '0']]) {
      const printed: string[] = [];
      expect(await smoke(argv, (t) => printed.push(t), site(HEALTHY)), argv.join(' ')).toBe(2);
      expect(printed.join('\n')).toContain('usage: npm run smoke -- --url <site>');
    }
  });
});
