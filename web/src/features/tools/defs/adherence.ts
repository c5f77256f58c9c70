import * as z from 'zod';
import { zipParam } from '../../../../../shared/contracts/common';
import type { toolsPillPacksContract, toolsScheduleOptionsContract } from '../../../../../shared/contracts/tools-regimen';
import { drugField, lazyView, zipField } from './common';
import { toolRequest, type ToolDef } from '../tool-types';

/** Adherence helpers: a self-check, simpler schedules, pill packs, a note to the prescriber, routine triggers. */
const adherence = () => import('../views/adherence-views');

export const adherenceTools: ToolDef[] = [
  {
    slug: 'able-to-adhere-to-treatment-plan', title: 'Able to Adhere to Your Treatment Plan?', family: 'adherence',
    description: 'A one-minute self-check of what gets in the way of taking a medication (cost, side effects, forgetting, doses, refills) with concrete next steps. Nothing is stored.',
    purpose: 'A self-check with next steps; nothing is stored.',
    related: ['list-common-routine-triggers', 'sign-up-for-medication-reminders', 'alternative-medication-frequencies'],
    fields: (['cost', 'sideEffects', 'forgetting', 'doses', 'refills'] as const).map((name) => ({
      name, kind: 'select' as const, defaultValue: 'no', options: [{ value: 'no', label: 'No' }, { value: 'sometimes', label: 'Sometimes' }, { value: 'yes', label: 'Yes' }],
      label: { cost: 'Is the cost hard to afford?', sideEffects: 'Do side effects bother you?', forgetting: 'Do you forget doses?', doses: 'Is it hard to take it several times a day?', refills: 'Do you run out before refilling?' }[name],
    })),
    schema: z.object({ cost: z.enum(['no', 'sometimes', 'yes']), sideEffects: z.enum(['no', 'sometimes', 'yes']), forgetting: z.enum(['no', 'sometimes', 'yes']), doses: z.enum(['no', 'sometimes', 'yes']), refills: z.enum(['no', 'sometimes', 'yes']) }),
    compute: (i: unknown) => i, Result: lazyView(adherence, 'SelfCheckView'), caveat: 'clinician',
    note: 'Your answers stay in this page’s address; nothing is sent or stored unless you sign up for something.',
  },
  {
    slug: 'change-multi-pill-frequencies', title: 'Change Multi-Pill Frequencies', family: 'adherence',
    description: 'For several medications taken at different times, a simpler schedule to ask your prescriber about: once-daily versions and combination products.',
    purpose: 'A simpler daily schedule to ask your prescriber about.',
    related: ['alternative-medication-frequencies', 'change-medication-instructions', 'change-delivery-to-pill-packs'],
    fields: [{ name: 'meds', label: 'Your medications', kind: 'textarea', required: true, placeholder: 'metformin, 2\nlisinopril, 1\natorvastatin, 1', hint: 'One per line: the name, a comma, and how many times a day you take it.' }],
    schema: z.object({
      meds: z.string().trim().max(600).transform((text, ctx) => {
        const rows = text.split(/\n+/).map((l) => l.trim()).filter(Boolean).map((l) => /^(.+?)[,:]\s*(\d{1,2})\s*(x|times)?\s*(a day|daily)?$/i.exec(l));
        if (!rows.length || rows.some((r) => !r) || rows.length > 10) {
          ctx.addIssue({ code: 'custom', message: 'Write up to 10 lines like "metformin, 2".' });
          return z.NEVER;
        }
        return rows.map((r) => `${r![1]!.replace(/[,:]/g, ' ').trim()}:${r![2]}`).join(',');
      }),
    }),
    request: (i: { meds: string }) => toolRequest<typeof toolsScheduleOptionsContract>('tools-schedule-options', { meds: i.meds }),
    Result: lazyView(adherence, 'ScheduleView'), caveat: 'prescriber',
  },
  {
    slug: 'change-delivery-to-pill-packs', title: 'Change Delivery to Pill Packs', family: 'adherence',
    description: 'What adherence packaging (blister cards and dated pouches) is, which pharmacies near you prepare it, and how to ask for it.',
    purpose: 'Pharmacies near you that sort doses into packs.',
    related: ['change-multi-pill-frequencies', 'mail-order-pharmacy-options', 'pharmacies-nearby'],
    fields: [{ ...zipField, required: true }],
    schema: z.object({ zip: zipParam }),
    request: (i: { zip: string }) => toolRequest<typeof toolsPillPacksContract>('tools-pill-packs', { zip: i.zip }),
    Result: lazyView(adherence, 'PillPacksView'),
  },
  {
    slug: 'change-medication-instructions', title: 'Change Medication Instructions', family: 'adherence',
    description: 'A printable note to your prescriber asking for a specific change: a 90-day supply, the generic, once-daily dosing or pill packs.',
    purpose: 'A printable note asking your prescriber for a change.',
    related: ['use-90-or-30-day-supply', 'change-multi-pill-frequencies', 'drug-alternatives'],
    fields: [
      { ...drugField },
      { name: 'change', label: 'What to ask for', kind: 'select', defaultValue: '90-day', options: [{ value: '90-day', label: 'A 90-day supply' }, { value: 'generic', label: 'The generic version' }, { value: 'once-daily', label: 'A once-daily version' }, { value: 'pill-packs', label: 'Pill packs from my pharmacy' }, { value: 'refills', label: 'More refills on the prescription' }] },
      { name: 'patient', label: 'Your name', kind: 'text', placeholder: 'Optional' },
      { name: 'prescriber', label: "Prescriber's name", kind: 'text', placeholder: 'Optional' },
      { name: 'reason', label: 'Why (in your words)', kind: 'textarea', placeholder: 'Optional, e.g. the 90-day supply costs less with a coupon.' },
    ],
    schema: z.object({
      drugName: z.string().trim().min(1).max(100), change: z.enum(['90-day', 'generic', 'once-daily', 'pill-packs', 'refills']).default('90-day'),
      patient: z.string().trim().max(60).optional(), prescriber: z.string().trim().max(60).optional(), reason: z.string().trim().max(500).optional(),
    }),
    compute: (i: unknown) => i, Result: lazyView(adherence, 'PrescriberNoteView'), drugField: 'drugName',
  },
  {
    slug: 'list-common-routine-triggers', title: 'List Common Routine Triggers', family: 'adherence',
    description: 'Everyday habits to tie a dose to, by time of day, each with a one-click reminder sign-up at that time.',
    purpose: 'Habit anchors that make doses easy to remember.',
    related: ['sign-up-for-medication-reminders', 'able-to-adhere-to-treatment-plan', 'change-multi-pill-frequencies'],
    fields: [{ name: 'timeOfDay', label: 'Time of day', kind: 'select', defaultValue: 'any', options: [{ value: 'any', label: 'Any time' }, { value: 'morning', label: 'Morning' }, { value: 'midday', label: 'Midday' }, { value: 'evening', label: 'Evening' }, { value: 'bedtime', label: 'Bedtime' }] }],
    schema: z.object({ timeOfDay: z.enum(['any', 'morning', 'midday', 'evening', 'bedtime']).default('any') }),
    compute: (i: unknown) => i, Result: lazyView(adherence, 'RoutineTriggersView'), autoRun: true,
  },
];
