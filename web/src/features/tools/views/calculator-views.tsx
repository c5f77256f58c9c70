import { Link } from 'react-router-dom';
import { compareWithCoupon, insuranceCost, TYPICAL_TIER_COST_SHARE } from '../../../../../shared/calculators/insurance-cost';
import { estimateReimbursement } from '../../../../../shared/calculators/reimbursement';
import { coordinateBenefits, type CobInput } from '../../../../../shared/calculators/secondary-insurance';
import { compareSupplies } from '../../../../../shared/calculators/supply-comparison';
import type { ResponseOf } from '../../../../../shared/contract';
import type { PricesResponse } from '../../../../../shared/contracts/tools-prices';
import type { toolsSupplyOptionsContract } from '../../../../../shared/contracts/tools-regimen';
import { DataTable, Facts, money } from './parts';
import type { ToolResultProps } from '../tool-types';
import { tierOf, toShare } from '../defs/inputs';

/** Result views of the cost calculators: the arithmetic is in shared/calculators (unit-tested). */
interface InsuranceInput {
  drugName: string;
  deductible: number;
  deductibleMet: number;
  shareKind: 'copay' | 'coinsurance';
  shareAmount: number;
  planPrice?: number;
  outOfPocketMax?: number;
  tier?: string;
}

const DEDUCTIBLE_RULE =
  'Coupon and cash payments usually do not count toward your insurance deductible or out-of-pocket maximum. If you expect to meet your deductible this year, paying with insurance early can lower what you pay later. Ask your plan whether it counts discount-card purchases.';

function CouponLink({ drugName, price }: { drugName: string; price: number }) {
  return (
    <p>
      Best coupon price near you: <strong>{money(price)}</strong>. <Link to={`/${encodeURIComponent(drugName)}`}>Get the coupon for {drugName}</Link>
    </p>
  );
}

function priceBasis(range: NonNullable<PricesResponse['priceRange']>, planPrice?: number): string {
  return planPrice !== undefined
    ? `Using your plan's price of ${money(planPrice)} for ${range.quantityToDisplay}.`
    : `Using ${money(range.median)}, the typical (median) price of ${range.label} ${range.strength}, ${range.quantityToDisplay}, at ${range.pharmacies} pharmacies near ${range.zip}, as the drug's price. Enter your plan's own price for a closer answer.`;
}

export function CopayVsCouponView({ data, input }: ToolResultProps<InsuranceInput, PricesResponse>) {
  const range = data.priceRange!;
  const c = compareWithCoupon({ planPrice: input.planPrice ?? range.median, deductible: input.deductible, deductibleMet: input.deductibleMet, share: toShare(input), fillsPerYear: 12 }, range.low);
  return (
    <div className="calc">
      <p className="tool-muted">{priceBasis(range, input.planPrice)}</p>
      <Facts
        items={[
          ['With insurance, this fill', money(c.insurance.thisFill.youPay)],
          ['With the coupon, this fill', money(c.couponPerFill)],
          ['With insurance, 12 fills', money(c.insurance.yearTotal)],
          ['With the coupon, 12 fills', money(c.couponYearTotal)],
        ]}
      />
      <p className="calc-verdict">
        {c.cheaperOverYear === 'coupon'
          ? `Over a year the coupon saves about ${money(c.yearSavingsWithCoupon)}.`
          : c.cheaperOverYear === 'insurance'
            ? `Over a year your insurance costs about ${money(-c.yearSavingsWithCoupon)} less than the coupon.`
            : 'Over a year both cost the same.'}
        {c.cheaperThisFill !== c.cheaperOverYear && c.cheaperThisFill !== 'same' ? ` For this fill alone, the ${c.cheaperThisFill} is cheaper.` : ''}
      </p>
      <p className="calc-rule">{DEDUCTIBLE_RULE}</p>
      <CouponLink drugName={input.drugName} price={range.low} />
    </div>
  );
}

export function CostSharingYearView({ data, input }: ToolResultProps<InsuranceInput, PricesResponse>) {
  const range = data.priceRange!;
  const r = insuranceCost({ planPrice: input.planPrice ?? range.median, deductible: input.deductible, deductibleMet: input.deductibleMet, share: toShare(input), outOfPocketMax: input.outOfPocketMax, fillsPerYear: 12 });
  return (
    <div className="calc">
      <p className="tool-muted">{priceBasis(range, input.planPrice)}</p>
      <DataTable
        caption="Cost sharing fill by fill (12 monthly fills)"
        rows={r.fills}
        rowKey={(f) => String(f.fill)}
        columns={[
          { header: 'Fill', cell: (f) => f.fill, num: true },
          { header: 'Toward deductible', cell: (f) => money(f.towardDeductible), num: true },
          { header: 'Copay or coinsurance', cell: (f) => money(f.costShare), num: true },
          { header: 'You pay', cell: (f) => money(f.youPay), num: true },
          { header: 'Plan pays', cell: (f) => money(f.planPays), num: true },
        ]}
      />
      <Facts items={[['You pay in the year', money(r.yearTotal)], ['On average per fill', money(r.averagePerFill)], ['Coupon, 12 fills', money(range.low * 12)]]} />
      <p className="calc-rule">{DEDUCTIBLE_RULE}</p>
      <CouponLink drugName={input.drugName} price={range.low} />
    </div>
  );
}

export function CopayPredictorView({ data, input }: ToolResultProps<InsuranceInput, PricesResponse>) {
  const range = data.priceRange!;
  const tier = TYPICAL_TIER_COST_SHARE[tierOf(input.tier ?? '1')];
  const r = insuranceCost({ planPrice: range.median, deductible: input.deductible, deductibleMet: input.deductibleMet, share: tier.share, fillsPerYear: 12 });
  const afterDeductible = r.fills.find((f) => f.towardDeductible === 0) ?? r.fills.at(-1)!;
  const shareText = tier.share.kind === 'copay' ? `a ${money(tier.share.amount)} copay` : `${tier.share.percent}% coinsurance`;
  return (
    <div className="calc">
      <p>
        {tier.label} drugs typically carry {shareText} per 30-day fill on employer plans (2025 survey averages). Your plan may differ: its
        formulary lists the tier of {range.label}.
      </p>
      <Facts
        items={[
          ['Predicted, this fill', money(r.thisFill.youPay)],
          ['Predicted, once the deductible is met', money(afterDeductible.youPay)],
          ['Predicted, 12 fills', money(r.yearTotal)],
          ['Coupon, this fill', money(range.low)],
        ]}
      />
      <p className="tool-muted">{priceBasis(range)}</p>
      <p className="calc-rule">{DEDUCTIBLE_RULE}</p>
      <CouponLink drugName={input.drugName} price={range.low} />
    </div>
  );
}

type Supply = ResponseOf<typeof toolsSupplyOptionsContract>;

export function SupplyView({ data, input }: ToolResultProps<{ drugName: string; retailCopay?: number; mailCopay?: number }, Supply>) {
  const priced = data.options.filter((o) => o.price !== null).map((o) => ({ ...o, price: o.price! }));
  const rows = compareSupplies(priced);
  const copays = compareSupplies([
    ...(input.retailCopay !== undefined ? [{ id: 'retail30' as const, label: 'Insurance copay, 30 days at retail', days: 30 as const, units: priced[0]?.units ?? 30, price: input.retailCopay }] : []),
    ...(input.mailCopay !== undefined ? [{ id: 'mail90' as const, label: 'Insurance copay, 90 days by mail', days: 90 as const, units: priced[1]?.units ?? 90, price: input.mailCopay }] : []),
  ]);
  return (
    <div className="calc">
      <p className="tool-muted">
        {data.label} {data.strength} {data.form.toLowerCase()}, {data.countedForm ? `${data.unitsPerDay} a day` : 'usual package'}, coupon prices near {data.zip}.
      </p>
      <DataTable
        caption="Coupon prices by supply length, cheapest per year first"
        rows={rows}
        rowKey={(r) => r.id}
        columns={[
          { header: 'Option', cell: (r) => r.label },
          { header: 'Where', cell: (r) => data.options.find((o) => o.id === r.id)?.pharmacy ?? '—' },
          { header: 'Price', cell: (r) => money(r.price), num: true },
          { header: 'Per unit', cell: (r) => `$${r.perUnit.toFixed(4)}`, num: true },
          { header: 'Per year', cell: (r) => money(r.perYear), num: true },
          { header: 'More than cheapest', cell: (r) => (r.overCheapest ? money(r.overCheapest) : 'cheapest'), num: true },
        ]}
      />
      {copays.length ? (
        <DataTable
          caption="Your insurance copays per year"
          rows={copays}
          rowKey={(r) => r.id}
          columns={[
            { header: 'Option', cell: (r) => r.label },
            { header: 'Copay', cell: (r) => money(r.price), num: true },
            { header: 'Per year', cell: (r) => money(r.perYear), num: true },
          ]}
        />
      ) : null}
      {data.options.some((o) => o.price === null) ? <p className="tool-muted">Options without a price had no answer from the pharmacy benefit managers just now.</p> : null}
      <p>A 90-day supply needs a prescription written for 90 days: ask your prescriber (a note: <Link to={`/irxsavvy/change-medication-instructions?drugName=${encodeURIComponent(input.drugName)}&change=90-day`}>Change Medication Instructions</Link>).</p>
    </div>
  );
}

export function SecondaryInsuranceView({ data }: ToolResultProps<CobInput, CobInput>) {
  const r = coordinateBenefits(data);
  return (
    <div className="calc">
      <Facts items={[['Primary plan pays', money(r.primaryPays)], ['Secondary plan pays', money(r.secondaryPays)], ['You pay', money(r.youPay)]]} />
      <ol className="calc-steps">
        {r.steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <p className="tool-muted">
        At the pharmacy, give both insurance cards: the pharmacist sends the claim to the primary plan first and the rest to the secondary. Medicare,
        Medicaid and employer plans follow set rules for which is primary; your plans can confirm the order.
      </p>
    </div>
  );
}

interface ReimbursementInput {
  paid: number;
  allowed?: number;
  shareKind: 'copay' | 'coinsurance';
  shareAmount: number;
  deductibleLeft: number;
  penalty: number;
}

export function ReimbursementView({ data }: ToolResultProps<ReimbursementInput, ReimbursementInput>) {
  const r = estimateReimbursement({ paid: data.paid, allowedAmount: data.allowed, share: toShare(data), deductibleLeft: data.deductibleLeft, outOfNetworkPenaltyPercent: data.penalty });
  return (
    <div className="calc">
      <Facts
        items={[
          ['Allowed amount', money(r.allowed)],
          ['Counted toward your deductible', money(r.towardDeductible)],
          ['Your share', money(r.yourShare)],
          ['Out-of-network reduction', money(r.penalty)],
          ['Estimated back from your plan', money(r.estimatedBack)],
          ['What you end up paying', money(r.youKeepPaying)],
        ]}
      />
      <h2>How to file</h2>
      <ol className="calc-steps">
        <li>Ask the pharmacy for the itemised receipt (drug, NDC, quantity, price paid, pharmacy NPI).</li>
        <li>Fill in your insurer's prescription claim form; the member services number on your card can send it.</li>
        <li>Mail or fax the form with a copy of the receipt (keep the original) within your plan's deadline, often 90 days to a year.</li>
      </ol>
      <p>
        Claim addresses and forms of 12 insurers: <Link to="/reimburse-me">Reimburse Me</Link>.
      </p>
    </div>
  );
}
