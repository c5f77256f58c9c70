import { lazy, type ComponentType } from 'react';
import { LIMITS } from '../../../../../shared/brand';
import * as z from 'zod';
import { drugNameParam, optional, quantityParam, zipParam } from '../../../../../shared/contracts/common';
import { strengthParam } from '../../../../../shared/contracts/tools';
import type { ToolField, ToolResultProps } from '../tool-types';

/** Building blocks of the tool definitions: the usual fields, schemas and lazily loaded result views. */
export const drugField: ToolField = { name: 'drugName', label: 'Drug name', kind: 'drug', required: true, placeholder: 'e.g. Lisinopril' };
export const zipField: ToolField = { name: 'zip', label: 'Zip Code', kind: 'zip', placeholder: 'Enter Zip Code', hint: `Prices near this zip (default ${LIMITS.defaultZip}).` };
export const strengthField: ToolField = { name: 'strength', label: 'Strength', kind: 'text', placeholder: 'e.g. 10 mg', hint: 'Leave empty for the first listed strength.' };
export const qtyField: ToolField = { name: 'qty', label: 'Quantity', kind: 'number', min: 1, max: 10000, placeholder: 'e.g. 30', hint: 'Units (tablets, mL, g); empty for the usual fill.' };

export const drugInput = z.object({ drugName: drugNameParam });
export const drugZipInput = z.object({ drugName: drugNameParam, zip: optional(zipParam) });
export const drugFillInput = z.object({ drugName: drugNameParam, strength: optional(strengthParam), qty: optional(quantityParam) });
export const drugFillZipInput = drugFillInput.extend({ zip: optional(zipParam) });

/** A result view from a views module, loaded on first use (keeps the page table's bundle small). */
export function lazyView<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): ComponentType<ToolResultProps> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<ToolResultProps> }));
}

export const hasNone = (list: unknown[] | undefined): boolean => !list || list.length === 0;
