import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';
import { drugNameParam, optional, zipParam } from './common';
import { drugSummarySchema, strengthParam } from './tools';

/** APIs of the tools: supply lengths and mail order, adherence packaging, simpler schedules. */
const unitsPerDayParam = z.coerce.number().positive('units per day must be above 0').max(24, 'at most 24 units a day');

export const toolsSupplyOptionsContract = defineContract({
  ...API_ROUTES['tools-supply-options'],
  query: z.object({ drugName: drugNameParam, strength: optional(strengthParam), unitsPerDay: optional(unitsPerDayParam), zip: optional(zipParam) }),
  response: z.object({
    drug: drugSummarySchema,
    label: z.string(),
    strength: z.string(),
    form: z.string(),
    unitsPerDay: z.number(),
    /** Packaged forms (inhalers, pens) are not counted per day: only the usual package is priced. */
    countedForm: z.boolean(),
    zip: z.string(),
    options: z.array(z.object({
      id: z.enum(['retail30', 'retail90', 'mail90']),
      label: z.string(),
      days: z.union([z.literal(30), z.literal(90)]),
      units: z.number(),
      price: z.number().nullable(),
      pharmacy: z.string().nullable(),
    })),
    checkedAt: z.string(),
  }),
});

export const toolsPillPacksContract = defineContract({
  ...API_ROUTES['tools-pill-packs'],
  query: z.object({ zip: zipParam }),
  response: z.object({
    zip: z.string(),
    pharmacies: z.array(z.object({
      name: z.string(), address: z.string(), phone: z.string(), distance: z.number(),
      packaging: z.enum(['offered', 'ask']), how: z.string(), sample: z.boolean(),
    })),
    mailOrder: z.array(z.object({ name: z.string(), how: z.string() })),
  }),
});

export const toolsScheduleOptionsContract = defineContract({
  ...API_ROUTES['tools-schedule-options'],
  query: z.object({
    /** Up to 10 medications as `name:times per day`, comma-separated, e.g. `metformin:2,lisinopril:1`. */
    meds: z.string().trim().min(1).max(600).regex(/^[^,:]+:\d{1,2}(,[^,:]+:\d{1,2}){0,9}$/, 'list medications as name:times per day, separated by commas'),
  }),
  response: z.object({
    meds: z.array(z.object({
      name: z.string(),
      timesPerDay: z.number(),
      found: z.boolean(),
      generic: z.string().nullable(),
      drugClass: z.string().nullable(),
      usualDosesPerDay: z.number().nullable(),
      onceDailyAlternatives: z.array(z.string()),
    })),
    combinations: z.array(z.object({ product: z.string(), replaces: z.array(z.string()), ingredients: z.array(z.string()) })),
  }),
});
