import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DrugDetails } from '../../../shared/contracts/prices';
import { makeStore } from '../../../web/src/app/store';
import { errorCardFor } from '../../../web/src/features/search/error-card';
import { searchEndpoints } from '../../../web/src/features/search/search-endpoints';
import {
  brandIndicatorFor, customQuantityValue, detailsQueryFor, emptySelection, isPackaged, sameQuery, withCustomOption, type DetailsQuery, type Selection,
} from '../../../web/src/features/search/search-selection';
import { initialSearchState, searchActions as a } from '../../../web/src/features/search/search-slice';
import { selectSearch } from '../../../web/src/features/search/search-store';
import { details } from './search-fixtures';

const drugDetails = searchEndpoints.endpoints.drugDetails;

/** A drug-details request the test answers when it likes (or never, until it is aborted). */
interface SentRequest {
  query: Record<string, string>;
  signal: AbortSignal;
  answer(status: number, body?: unknown): void;
  /** No reply: the connection failed. */
  fail(): void;
}

let sent: SentRequest[];

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal!;
      signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      sent.push({
        query: Object.fromEntries(new URL(url, 'http://localhost').searchParams),
        signal,
        answer: (status, body) => resolve(new Response(body === undefined ? '' : JSON.stringify(body), { status })),
        fail: () => reject(new TypeError('Failed to fetch')),
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Waits until the page has sent `count` requests in all. */
const requestsSent = (count: number) => vi.waitFor(() => expect(sent).toHaveLength(count));

/**
 * The drug page over a real store, as DrugPricePage drives it: the route's entry, the visitor's
 * changes (made against the answer on screen), and its query hook, which subscribes to the
 * slice's request, leaves the one before whenever the request's parameters change, and keeps
 * showing its last answer while the next one loads.
 */
function openPage(drugName: string, selection: Partial<Selection> = {}, cachedZip?: string) {
  const store = makeStore();
  let followed: DetailsQuery | undefined;
  let subscription: ReturnType<ReturnType<typeof drugDetails.initiate>> | undefined;
  const followRequest = () => {
    const query = selectSearch(store.getState()).request?.query;
    if (sameQuery(query, followed)) return;
    followed = query;
    subscription?.unsubscribe();
    subscription = query ? store.dispatch(drugDetails.initiate(query)) : undefined;
  };
  store.subscribe(followRequest);
  let shown: DrugDetails | null = null;
  store.dispatch(a.routeEntered({ drugName, selection: { ...emptySelection, ...selection }, ...(cachedZip ? { cachedZip } : {}) }));
  const page = {
    store,
    get state() {
      return selectSearch(store.getState());
    },
    /** The query the page asks for now. */
    get asked() {
      return page.state.request?.query;
    },
    /** The cache entry of the current request: all the page takes as current (answer, error, loading). */
    get current() {
      return page.asked ? drugDetails.select(page.asked)(store.getState()) : undefined;
    },
    /** The answer on screen (the hook's last one), which the visitor's next change is made against. */
    get answer(): DrugDetails | null {
      shown = page.current?.data ?? shown;
      return shown;
    },
    /** Waits for the current request to settle. */
    settled: async () => {
      await subscription;
    },
  };
  return page;
}
type Page = ReturnType<typeof openPage>;

/** Answers the latest request with `answer` and waits for the page to take it. */
async function answerWith(page: Page, answer: DrugDetails) {
  sent.at(-1)!.answer(200, answer);
  await page.settled();
}

/** A page showing Lisinopril (or packaged Albuterol) prices for 92101. */
async function loaded(kind: 'tablets' | 'packaged' = 'tablets', selection: Partial<Selection> = {}) {
  const d = details(kind);
  const before = sent.length;
  const page = openPage(d.selected.drugName, { zip: '92101', ...selection });
  await requestsSent(before + 1);
  await answerWith(page, d);
  return page;
}

describe('the drug page asks RTK Query for the selection (rules#states, rules#calls)', () => {
  it('entering the route asks for its drug at once; the answer fills the selection so the URL can reproduce it', async () => {
    const page = openPage('lisinopril', { zip: '92101' });
    expect(page.asked).toEqual({ drugName: 'lisinopril', zip: '92101', brandIndicator: 'G', Source: 'web' });
    await requestsSent(1);
    expect(sent[0]!.query).toEqual({ drugName: 'lisinopril', zip: '92101', brandIndicator: 'G', Source: 'web' });
    expect(page.current?.isLoading).toBe(true);
    await answerWith(page, details());
    expect(page.current?.data).toEqual(details());
    expect(page.state.selection).toMatchObject({ label: 'Lisinopril', form: 'Tablet', dosage: '2.5 mg', gsn: '100', ndc: '00000000100', quantity: '30' });
    expect(page.state.pricedZip).toBe('92101');
    // The synced selection is not a new request: nothing more is sent.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(1);
  });

  it('a new request cancels the one before: its fetch is aborted and its answer never arrives', async () => {
    const page = openPage('Lisinopril', { zip: '92101' });
    await requestsSent(1);
    page.store.dispatch(a.zipChanged('10001', page.answer));
    await requestsSent(2);
    expect(sent[1]!.query).toMatchObject({ zip: '10001' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent[0]!.signal.aborted).toBe(true);
    expect(sent[1]!.signal.aborted).toBe(false);
    // Cancelled requests are ignored silently: no error, and the selection waits for its answer.
    expect(page.current?.isError).toBe(false);
    expect(page.state.selection.label).toBe('');
    await answerWith(page, details('tablets', { zip: '10001' }));
    expect(page.state.selection).toMatchObject({ label: 'Lisinopril', zip: '10001' });
  });

  it("an answer is used only for the request it answers: an older request's answer (still wanted elsewhere) changes nothing", async () => {
    const page = openPage('Lisinopril', { zip: '92101' });
    await requestsSent(1);
    const older = page.asked!;
    // Another part of the page (e.g. the supply comparison) still wants the older answer, so it is not aborted.
    const elsewhere = page.store.dispatch(drugDetails.initiate(older));
    page.store.dispatch(a.zipChanged('10001', page.answer));
    await requestsSent(2);
    sent[0]!.answer(200, details('tablets', { zip: '92101', selected: { ...details().selected, strength: '10 mg' } }));
    await elsewhere;
    expect(drugDetails.select(older)(page.store.getState()).data?.zip).toBe('92101');
    expect(page.current?.data).toBeUndefined();
    expect(page.current?.isLoading).toBe(true);
    expect(page.state.selection).toMatchObject({ dosage: '', zip: '10001' });
    expect(page.state.pricedZip).toBe('');
    await answerWith(page, details('tablets', { zip: '10001' }));
    expect(page.state.selection).toMatchObject({ dosage: '2.5 mg', zip: '10001' });
    elsewhere.unsubscribe();
  });

  it('a route change resets the page data and asks for the new drug, keeping device coordinates', async () => {
    const page = await loaded();
    page.store.dispatch(a.locationFound({ lat: 1, lon: 2 }, page.answer));
    page.store.dispatch(a.errorDismissed());
    page.store.dispatch(a.routeEntered({ drugName: 'Atorvastatin', selection: { ...emptySelection, dosage: '10 mg' } }));
    expect(page.state).toMatchObject({ drugName: 'Atorvastatin', location: { lat: 1, lon: 2 }, pricedZip: '', errorDismissed: false, showUnpopular: false });
    expect(page.state.selection).toEqual({ ...emptySelection, dosage: '10 mg' });
    expect(page.asked).toEqual({ drugName: 'Atorvastatin', lat: 1, long: 2, brandIndicator: 'G', Source: 'web' });
    expect(page.current?.data).toBeUndefined();
    page.store.dispatch(a.pageLeft());
    expect(page.state).toEqual({ ...initialSearchState, location: { lat: 1, lon: 2 } });
  });

  it('no pricing service answered in time: asked once more 400 ms later, and only that answer is shown', async () => {
    const page = openPage('Lisinopril', { zip: '92101' });
    await requestsSent(1);
    sent[0]!.answer(200, details('tablets', { drugs: [], providersAnswered: [] }));
    await vi.advanceTimersByTimeAsync(399);
    expect(sent).toHaveLength(1);
    expect(page.current?.isLoading).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await requestsSent(2);
    await answerWith(page, details());
    expect(page.current?.data?.drugs).toHaveLength(1);
  });
});

const ZIP_REFUSED = { error: { code: 'invalid_zip', message: 'Zip Code 00000 was not found.' } };

describe('error cards through the store (rules#errors)', () => {
  /** Opens Lisinopril at `zip` and has the server answer both attempts (rules#calls retries once) the same way. */
  async function failing(zip: string, reply: (request: SentRequest) => void) {
    const page = openPage('Lisinopril', { zip });
    await requestsSent(1);
    reply(sent[0]!);
    await vi.advanceTimersByTimeAsync(400);
    await requestsSent(2);
    reply(sent[1]!);
    await page.settled();
    return page;
  }

  // An unknown zip is not a failed page: the next test (the zip is set aside, the last prices stay).
  it.each([
    ['an unknown drug', (r: SentRequest) => r.answer(404, { error: { code: 'drug_not_found', message: 'Drug name not found: X' } }), 'Drug Name Not Found'],
    ['an answer without a body', (r: SentRequest) => r.answer(500), 'Server Returned an Error'],
    ['no reply', (r: SentRequest) => r.fail(), 'No Response from Server'],
    ['any other failure', (r: SentRequest) => r.answer(503, { error: { code: 'busy', message: 'try later' } }), 'Error'],
  ])('%s: the current request fails with its card', async (_what, reply, heading) => {
    const page = await failing('00000', reply);
    expect(page.current?.isError).toBe(true);
    expect(errorCardFor(page.current?.error)?.heading).toBe(heading);
  });

  it('an unknown zip is set aside for the zip of the last prices; a valid new zip asks again', async () => {
    const page = await failing('00000', (r) => r.answer(400, ZIP_REFUSED));
    expect(page.state.rejectedZip).toBe('00000');
    expect(page.state.selection.zip).toBe('');
    page.store.dispatch(a.errorDismissed());
    expect(page.state.errorDismissed).toBe(true);
    page.store.dispatch(a.zipChanged('10001', page.answer));
    expect(page.state).toMatchObject({ rejectedZip: '', errorDismissed: false });
    expect(page.asked).toMatchObject({ zip: '10001' });
    expect(page.current?.isError).toBe(false);
  });

  it('a zip the server refuses after prices were shown gives back the zip of those prices', async () => {
    const page = await loaded();
    page.store.dispatch(a.zipChanged('00000', page.answer));
    await requestsSent(2);
    sent[1]!.answer(400, ZIP_REFUSED);
    await vi.advanceTimersByTimeAsync(400);
    await requestsSent(3);
    sent[2]!.answer(400, ZIP_REFUSED);
    await page.settled();
    expect(page.state).toMatchObject({ rejectedZip: '00000', pricedZip: '92101' });
    expect(page.state.selection.zip).toBe('92101');
  });

  it('Search asks again for the same parameters: the request does not change, so the page refetches it', async () => {
    const page = await failing('92101', (r) => r.fail());
    const before = page.state.request;
    page.store.dispatch(a.errorDismissed());
    page.store.dispatch(a.searchRequested(page.answer));
    expect(sameQuery(page.asked, before?.query)).toBe(true);
    expect(page.state.errorDismissed).toBe(false);
  });
});

describe('search page transitions (rules#states)', () => {
  it('label: clears gsn, ndc, quantity and custom quantities, marks the label as chosen by hand, asks with its own indicator', async () => {
    const page = await loaded('tablets', { customQuantity: '45' });
    page.store.dispatch(a.labelChanged('Zestril', page.answer));
    expect(page.state.selection).toMatchObject({ label: 'Zestril', labelSetByHuman: true, gsn: '', ndc: '', quantity: '', customQuantity: '', customPackagedQuantity: '' });
    expect(page.asked).toEqual({ drugName: 'Zestril', zip: '92101', brandIndicator: 'B', Source: 'web' });
  });

  it('form: gsn/ndc from the form and the quantity cleared; an unknown form changes nothing', async () => {
    const page = await loaded();
    const before = page.state;
    page.store.dispatch(a.formChanged('Nope', page.answer));
    expect(page.state).toBe(before);
    page.store.dispatch(a.formChanged('Capsule', page.answer));
    expect(page.state.selection).toMatchObject({ form: 'Capsule', gsn: '200', ndc: '00000000200', quantity: '' });
    expect(page.asked).toMatchObject({ gsn: '200', ndc: '00000000200' });
    expect(page.asked).not.toHaveProperty('qty');
  });

  it('dosage: gsn/ndc from the dosage; the quantity stays unless the drug is packaged', async () => {
    const tablets = await loaded();
    tablets.store.dispatch(a.quantityChanged('90', tablets.answer));
    tablets.store.dispatch(a.dosageChanged('10 mg', tablets.answer));
    expect(tablets.state.selection).toMatchObject({ dosage: '10 mg', gsn: '110', ndc: '00000000110', quantity: '90' });
    expect(tablets.asked).toMatchObject({ gsn: '110', qty: 90 });
    const packaged = await loaded('packaged');
    packaged.store.dispatch(a.dosageChanged('108 mcg', packaged.answer));
    expect(packaged.state.selection).toMatchObject({ dosage: '108 mcg', gsn: '310', quantity: '18' });
  });

  it('quantity: asks again with a valid zip or coordinates only', async () => {
    const page = await loaded();
    page.store.dispatch(a.quantityChanged('60', page.answer));
    expect(page.asked).toMatchObject({ qty: 60 });
    const located = openPage('Lisinopril');
    located.store.dispatch(a.locationFound({ lat: 32.7, lon: -117.1 }, null));
    const request = located.state.request;
    located.store.dispatch(a.quantityChanged('90', null));
    expect(located.state.request).not.toBe(request);
    expect(located.asked).toMatchObject({ lat: 32.7, long: -117.1, qty: 90 });
  });

  it('quantity without a location: the choice is kept but nothing is asked', () => {
    const page = openPage('Lisinopril');
    // A page with neither a zip nor coordinates (its request used the default zip).
    expect(page.state.request?.usedDefaultZip).toBe(true);
    const request = page.state.request;
    page.store.dispatch(a.quantityChanged('60', details()));
    expect(page.state.selection.quantity).toBe('60');
    expect(page.state.request).toBe(request);
  });

  it('quantity Custom: nothing asked without a custom value or with the value already asked for', async () => {
    const page = await loaded();
    const start = page.state.request;
    page.store.dispatch(a.quantityChanged('Custom', page.answer));
    expect(page.state.request).toBe(start);
    page.store.dispatch(a.customQuantityChanged('45', page.answer));
    expect(page.state.request).toBe(start);
    page.store.dispatch(a.customQuantitySubmitted(page.answer));
    expect(page.asked).toMatchObject({ qty: 45 });
    const asked = page.state.request;
    page.store.dispatch(a.customQuantitySubmitted(page.answer));
    expect(page.state.request).toBe(asked);
    page.store.dispatch(a.quantityChanged('30', page.answer));
    page.store.dispatch(a.quantityChanged('Custom', page.answer));
    expect(page.asked).toMatchObject({ qty: 45 });
  });

  it('packaged custom quantity = count × the dosage common quantity; otherwise the number entered', async () => {
    const packaged = await loaded('packaged');
    packaged.store.dispatch(a.quantityChanged('Custom', packaged.answer));
    packaged.store.dispatch(a.customQuantityChanged('4', packaged.answer));
    expect(packaged.state.selection.customPackagedQuantity).toBe('4');
    expect(customQuantityValue(packaged.state.selection, packaged.answer)).toBe(34);
    packaged.store.dispatch(a.customQuantitySubmitted(packaged.answer));
    expect(packaged.asked).toMatchObject({ qty: 34 });
    const tablets = await loaded();
    tablets.store.dispatch(a.quantityChanged('Custom', tablets.answer));
    tablets.store.dispatch(a.customQuantityChanged('45', tablets.answer));
    expect(customQuantityValue(tablets.state.selection, tablets.answer)).toBe(45);
    expect(customQuantityValue({ ...tablets.state.selection, customQuantity: 'abc' }, tablets.answer)).toBeUndefined();
    expect(customQuantityValue({ ...tablets.state.selection, customQuantity: '0' }, tablets.answer)).toBeUndefined();
  });

  it("a shared link's packaged custom quantity is asked for once the dosages are known", async () => {
    const page = openPage('Albuterol Sulfate HFA', { zip: '92101', quantity: 'Custom', customPackagedQuantity: '2' });
    expect(page.asked).not.toHaveProperty('qty');
    await requestsSent(1);
    await answerWith(page, details('packaged'));
    expect(page.asked).toMatchObject({ qty: 17 });
    await requestsSent(2);
  });

  it('zip: a valid new zip asks again; an invalid one never replaces the last good zip', async () => {
    const page = await loaded();
    const start = page.state.request;
    page.store.dispatch(a.zipChanged('1000', page.answer));
    expect(page.state.request).toBe(start);
    expect(page.state.selection.zip).toBe('92101');
    page.store.dispatch(a.zipChanged('92101', page.answer));
    expect(page.state.request).toBe(start);
    page.store.dispatch(a.zipChanged(' 10001 ', page.answer));
    expect(page.state.selection.zip).toBe('10001');
    expect(page.asked).toMatchObject({ zip: '10001', gsn: '100', qty: 30 });
  });

  it("a link's zip that is not 5 digits is set aside for the cached zip, and shown as rejected", () => {
    const cached = openPage('Lisinopril', { zip: '123' }, '10001');
    expect(cached.state).toMatchObject({ rejectedZip: '123', selection: { zip: '10001' } });
    expect(cached.asked).toMatchObject({ zip: '10001' });
    const noCache = openPage('Lisinopril', { zip: '123' });
    expect(noCache.state.selection.zip).toBe('');
    expect(noCache.asked).toMatchObject({ zip: '92101' });
    const linked = openPage('Lisinopril', { zip: '60601' }, '10001');
    expect(linked.state).toMatchObject({ rejectedZip: '', selection: { zip: '60601' } });
  });

  it('the device location prices the page; the answer names its nearest zip', async () => {
    const page = await loaded();
    page.store.dispatch(a.locationFound({ lat: 40.75, lon: -73.99 }, page.answer));
    expect(page.asked).toMatchObject({ lat: 40.75, long: -73.99 });
    expect(page.asked).not.toHaveProperty('zip');
    await requestsSent(2);
    await answerWith(page, details('tablets', { zip: '10001' }));
    expect(page.state.selection.zip).toBe('10001');
  });

  it('showing unpopular pharmacies clears the filter, and asks again only if there are no prices', async () => {
    const page = await loaded('tablets', { pharmacyFilter: 'CVS' });
    const start = page.state.request;
    page.store.dispatch(a.unpopularShown(page.answer));
    expect(page.state).toMatchObject({ showUnpopular: true, selection: { pharmacyFilter: '' } });
    expect(page.state.request).toBe(start);
    page.store.dispatch(a.unpopularShown(details('tablets', { drugs: [] })));
    expect(page.state.request).not.toBe(start);
  });

  it('a default-zip answer fills in the zip; a custom quantity the server chose shows as Custom', async () => {
    const page = openPage('Lisinopril');
    await requestsSent(1);
    const d = details();
    await answerWith(page, { ...d, selected: { ...d.selected, quantity: 45 }, packageAwareQuantities: d.packageAwareQuantities.map((q) => ({ ...q, isSelected: q.quantityLabel === 'Custom' })) });
    expect(page.state.selection).toMatchObject({ zip: '92101', quantity: 'Custom', customQuantity: '45' });
  });

  it('a resize changes the layout the next request reports, without asking again', async () => {
    const page = await loaded();
    const start = page.state.request;
    page.store.dispatch(a.layoutChanged('webm'));
    expect(page.state.request).toBe(start);
    page.store.dispatch(a.quantityChanged('60', page.answer));
    expect(page.asked).toMatchObject({ Source: 'webm' });
  });
});

describe('brand/generic indicator (rules#states)', () => {
  const both = details().names;
  const brandOnly = [{ drugName: 'Brandex', brandGeneric: 'B' as const, isSelected: true }];
  it('G when a generic exists, B when only brands do', () => {
    expect(brandIndicatorFor(both, { label: 'Zestril', labelSetByHuman: false })).toBe('G');
    expect(brandIndicatorFor(brandOnly, { label: '', labelSetByHuman: false })).toBe('B');
    expect(brandIndicatorFor(undefined, { label: '', labelSetByHuman: false })).toBe('G');
  });
  it("a label chosen by hand keeps its own indicator (the server decides until the names are known)", () => {
    expect(brandIndicatorFor(both, { label: 'zestril', labelSetByHuman: true })).toBe('B');
    expect(brandIndicatorFor(both, { label: 'Lisinopril', labelSetByHuman: true })).toBe('G');
    expect(brandIndicatorFor(undefined, { label: 'Zestril', labelSetByHuman: true })).toBeUndefined();
  });
});

describe('the search request (rules#data-shapes, rules#validation)', () => {
  const page = (selection: Partial<Selection>, location: { lat: number; lon: number } | null = null) => ({
    drugName: 'lisinopril', selection: { ...emptySelection, ...selection }, location, source: 'webm' as const,
  });
  it('asks for the label with gsn, ndc, quantity and zip', () => {
    expect(detailsQueryFor(page({ label: 'Lisinopril', gsn: '100', ndc: '00000000100', quantity: '60', zip: '92101' }), details())).toEqual({
      drugName: 'Lisinopril', zip: '92101', brandIndicator: 'G', gsn: '100', ndc: '00000000100', qty: 60, Source: 'webm',
    });
  });
  it('no zip: coordinates when known, else 92101', () => {
    expect(detailsQueryFor(page({}), null)).toMatchObject({ zip: '92101' });
    const located = detailsQueryFor(page({}, { lat: 40.7, lon: -74 }), null);
    expect(located).toMatchObject({ lat: 40.7, long: -74 });
    expect(located).not.toHaveProperty('zip');
  });
  it('the route name is asked for until a label is known; empty parts are left out', () => {
    expect(detailsQueryFor(page({}), null)).toEqual({ drugName: 'lisinopril', zip: '92101', brandIndicator: 'G', Source: 'webm' });
  });
  it('two queries are the same whatever the order of their keys', () => {
    expect(sameQuery({ drugName: 'x', zip: '92101', Source: 'web' }, { Source: 'web', zip: '92101', drugName: 'x' })).toBe(true);
    expect(sameQuery({ drugName: 'x', zip: '92101', Source: 'web' }, { drugName: 'x', zip: '10001', Source: 'web' })).toBe(false);
    expect(sameQuery(undefined, { drugName: 'x', zip: '92101', Source: 'web' })).toBe(false);
  });
});

describe('quantity options (rules#drug-page, rules#data-shapes)', () => {
  it("is packaged when the first quantity's text starts with '1 '", () => {
    expect(isPackaged(details('packaged').packageAwareQuantities)).toBe(true);
    expect(isPackaged(details('tablets').packageAwareQuantities)).toBe(false);
    expect(isPackaged([{ gsn: '', quantity: 10, quantityLabel: '10 tablets', quantityToDisplay: '', ranking: 1, isSelected: true }])).toBe(false);
  });
  it("appends 'Custom' when it is not already last", () => {
    const q = details().packageAwareQuantities;
    expect(withCustomOption(q)).toBe(q);
    const without = withCustomOption(q.slice(0, 3));
    expect(without.map((o) => o.quantityLabel)).toEqual(['30 tablets', '60 tablets', '90 tablets', 'Custom']);
  });
});
