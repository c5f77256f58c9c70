import { describe, expect, it } from 'vitest';
import { bestPerPharmacy } from '../../../functions/domain/pricing/best-price';
import { pbmDirectory } from '../../../functions/domain/pricing/pbm-directory';
import { PbmError, type PbmQuote } from '../../../functions/domain/pricing/pbm-port';
import { httpPbmClient } from '../../../functions/domain/pricing/provider';
import { answerPbm } from '../../../functions/sandbox/pbm-simulator/answer';
import type { ReferencePrice } from '../../../functions/sandbox/pbm-simulator/formula';
import { MAIL_SHIPPING } from '../../../functions/sandbox/pbm-simulator/market';
import { SIMULATED_PBMS } from '../../../functions/sandbox/pbm-simulator/pbm-models';
import { shippingText } from '../../../web/src/features/search/mail-order-facts';
import { loadCatalog, translate } from '../../../web/src/i18n/i18n';
import type { Lang } from '../../../web/src/i18n/lang';
import type { Translate } from '../../../web/src/i18n/use-t';
import { PHARMACIES } from '../pbm-simulator/pharmacies';

const words = async (lang: Lang): Promise<Translate> => {
  const i18n = await loadCatalog(lang);
  return (key, values) => translate(i18n, key, values);
};

/**
 * Mail order you can act on: a mail-order service's quote states its shipping (cost, business
 * days, and whether that is modelled), the PBM port keeps it to the best price, and the page says
 * it in words, "estimated" when modelled.
 */
const PBM = pbmDirectory.list()[0]!;
const breakdown = { referenceUnitCost: 0.1, pricingUnit: 'EA', quantity: 30, ingredientCost: 3, basis: 'MAC', dispensingFee: 2, adminFee: 2, total: 7, steps: ['…'] };
const MODELLED = { costUsd: 5, minBusinessDays: 3, maxBusinessDays: 7, source: { kind: 'modelled' } } as const;
const signal = new AbortController().signal;
const request = { ndc: '00000000001', quantity: 30, pharmacies: [{ npi: '1790123459', chain: 'Mail Order', parent: 'Amazon' }] };
const answering = (quotes: unknown[]): typeof fetch =>
  (async () => new Response(JSON.stringify({ breakdown, quotes, pricedAt: '2026-11-27T00:00:00Z' }), { status: 200, headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch;

describe('mail-order shipping', () => {
  it('the simulated PBMs state shipping for a mail-order service only, as modelled, from the cited constant', async () => {
    const generic: ReferencePrice = { ndc: '70000000001', unitCost: 0.5, pricingUnit: 'EA', brandGeneric: 'G' };
    const pharmacies = [PHARMACIES.mailOrder, PHARMACIES.cvs, PHARMACIES.independent];
    const quotes: { npi: string; shipping?: unknown }[] = [];
    for (const pbm of SIMULATED_PBMS) {
      const { body } = await answerPbm({ pbm, question: 'prices' }, { ndc: generic.ndc, quantity: 30, pharmacies }, () => generic);
      quotes.push(...(body as { quotes: typeof quotes }).quotes);
    }
    const mail = quotes.filter((q) => q.npi === PHARMACIES.mailOrder.npi);
    expect(mail.length, 'some PBM prices the mail-order service').toBeGreaterThan(0);
    for (const q of mail) expect(q.shipping).toEqual({ ...MAIL_SHIPPING, source: { kind: 'modelled' } });
    for (const q of quotes.filter((q) => q.npi !== PHARMACIES.mailOrder.npi)) expect(q.shipping, `a store (${q.npi}) ships nothing`).toBeUndefined();
    // $5 is Cost Plus Drug Co.'s stated fee [S35, S36]; the days are an assumption shown as an estimate.
    expect(MAIL_SHIPPING.costUsd).toBe(5);
  });

  it('the PBM port reads a stated shipping, refuses a malformed one, and keeps it on the best price', async () => {
    const stated = { costUsd: 0, minBusinessDays: 2, maxBusinessDays: 2, source: { kind: 'observed', asOf: '2026-11-01', source: "the service's shipping page" } };
    const client = httpPbmClient(PBM, 'http://pbm.test', answering([{ npi: '1790123459', price: 9, ucPrice: 30, shipping: stated }]));
    expect((await client.quote(request, signal))[0]!.shipping).toEqual(stated);
    for (const bad of [{ ...MODELLED, minBusinessDays: 8 }, { ...MODELLED, costUsd: -1 }, { ...MODELLED, source: { kind: 'guessed' } }]) {
      const refusing = httpPbmClient(PBM, 'http://pbm.test', answering([{ npi: '1790123459', price: 9, ucPrice: 30, shipping: bad }]));
      await expect(refusing.quote(request, signal), JSON.stringify(bad)).rejects.toBeInstanceOf(PbmError);
    }
    const quotes: PbmQuote[] = [{ npi: '1790123459', price: 9, ucPrice: 30, shipping: MODELLED, breakdown }, { npi: '1234567893', price: 9, ucPrice: 30, breakdown }];
    const best = bestPerPharmacy(new Map([[PBM.id, quotes]]), [{ pbm: PBM }], '2026-11-27T00:00:00.000Z');
    expect(best.find((b) => b.npi === '1790123459')!.shipping).toEqual(MODELLED);
    expect(best.find((b) => b.npi === '1234567893')!.shipping).toBeUndefined();
  });

  it('says shipping in words: "estimated" when modelled, the date when stated, and what to do when not said', async () => {
    const t = await words('en');
    expect(shippingText(t, MODELLED)).toBe('Shipping $5.00, delivery in 3–7 business days (estimated)');
    expect(shippingText(t, { costUsd: 0, minBusinessDays: 2, maxBusinessDays: 2, source: { kind: 'observed', asOf: '2026-11-01', source: 'x' } })).toBe(
      'Shipping free, delivery in 2 business days (as stated 2026-11-01)',
    );
    expect(shippingText(t, { ...MODELLED, minBusinessDays: 1, maxBusinessDays: 1 })).toBe('Shipping $5.00, delivery in 1 business day (estimated)');
    expect(shippingText(t, undefined)).toBe('Shipping cost and delivery time: ask the pharmacy when you order');
  });

  it('says it in Spanish on a Spanish page', async () => {
    const t = await words('es');
    expect(shippingText(t, MODELLED)).toBe('Envío: $5.00; entrega en 3–7 días hábiles (estimado)');
    expect(shippingText(t, { costUsd: 0, minBusinessDays: 1, maxBusinessDays: 1, source: { kind: 'observed', asOf: '2026-11-01', source: 'x' } })).toBe(
      'Envío: gratis; entrega en 1 día hábil (según la farmacia, al 2026-11-01)',
    );
    expect(shippingText(t, undefined)).toBe('Costo de envío y tiempo de entrega: pregunte en la farmacia al hacer su pedido');
  });
});
