import * as z from 'zod';
import { drugNameParam, optional, zipParam } from '../../../../../shared/contracts/common';
import { strengthParam } from '../../../../../shared/contracts/tools';
import type { CostShare, Tier } from '../../../../../shared/calculators/insurance-cost';
import type { ToolField } from '../tool-types';

/** Inputs the calculators share: dollars, percentages and a plan's cost sharing, all from the URL. */
export const dollars = (max = 100_000) => z.coerce.number().min(0, 'enter 0 or more').max(max, `at most $${max.toLocaleString('en-US')}`);
export const optionalDollars = optional(dollars());
export const percent = z.coerce.number().min(0, 'enter 0 to 100').max(100, 'enter 0 to 100');

export const money = (name: string, label: string, extra: Partial<ToolField> = {}): ToolField => ({ name, label, kind: 'number', min: 0, step: 0.01, ...extra });

export const shareFields: ToolField[] = [
  { name: 'shareKind', label: 'After the deductible you pay', kind: 'select', defaultValue: 'copay', options: [{ value: 'copay', label: 'A copay (fixed $)' }, { value: 'coinsurance', label: 'Coinsurance (a % of the price)' }] },
  money('shareAmount', 'Copay ($) or coinsurance (%)', { required: true, placeholder: 'e.g. 15', hint: 'On your plan card or summary of benefits.' }),
];

export const shareInput = { shareKind: z.enum(['copay', 'coinsurance']).default('copay'), shareAmount: dollars(10_000) };

export function toShare(input: { shareKind: 'copay' | 'coinsurance'; shareAmount: number }): CostShare {
  return input.shareKind === 'copay' ? { kind: 'copay', amount: input.shareAmount } : { kind: 'coinsurance', percent: Math.min(100, input.shareAmount) };
}

export const deductibleFields: ToolField[] = [
  money('deductible', 'Yearly deductible ($)', { defaultValue: '0', hint: 'The pharmacy deductible, if your plan has a separate one.' }),
  money('deductibleMet', 'Already paid toward it ($)', { defaultValue: '0' }),
];

export const deductibleInput = { deductible: dollars(), deductibleMet: dollars() };

export const drugFillZip = { drugName: drugNameParam, strength: optional(strengthParam), zip: optional(zipParam) };

export const tierOf = (value: string): Tier => (['1', '2', '3', '4'].includes(value) ? (Number(value) as Tier) : 1);
