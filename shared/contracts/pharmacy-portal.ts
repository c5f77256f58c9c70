import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';
import { isValidEmail, isValidNpi, MESSAGES } from '../validation';

/** rules#validation, rules#constants: minimum payment over NADAC choices, and the opt-out placeholder. */
export const MINIMUM_PAYMENTS = [0, 3, 6] as const;
export const OPT_OUT_MINIMUM_PAYMENT = 999999;
export const PHARMACY_EMAIL_MESSAGE = `${MESSAGES.email} to facilitate authority verification`;

const npiSchema = z
  .union([z.string().max(20), z.number().int().nonnegative().max(9_999_999_999)])
  .transform((v) => String(v).trim())
  .refine(isValidNpi, MESSAGES.npi);

/** rules#data-shapes pharmacy opt-in payload. With OptOut the minimum is the 999999 placeholder and terms are not required. */
export const pharmacyOptInSchema = z
  .object({
    NPI: npiSchema,
    SubmitterName: z.string().trim().max(200).default(''),
    SubmitterEmail: z.string().trim().max(254).refine(isValidEmail, PHARMACY_EMAIL_MESSAGE),
    SubmitterAuthority: z.boolean(),
    MinimumPayment: z.union([z.literal(0), z.literal(3), z.literal(6), z.literal(OPT_OUT_MINIMUM_PAYMENT)]),
    OptOut: z.boolean().default(false),
    NotifyAboutFurtherOpportunities: z.boolean().default(false),
    AcceptTerms: z.boolean(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.OptOut && v.MinimumPayment !== OPT_OUT_MINIMUM_PAYMENT) {
      ctx.addIssue({ code: 'custom', path: ['MinimumPayment'], message: `must be ${OPT_OUT_MINIMUM_PAYMENT} when opting out` });
    }
    if (!v.OptOut && v.MinimumPayment === OPT_OUT_MINIMUM_PAYMENT) {
      ctx.addIssue({ code: 'custom', path: ['MinimumPayment'], message: 'must be 0, 3 or 6' });
    }
    if (!v.OptOut && !v.AcceptTerms) ctx.addIssue({ code: 'custom', path: ['AcceptTerms'], message: MESSAGES.required });
  });
export type PharmacyOptIn = z.output<typeof pharmacyOptInSchema>;

/** pendingOwnerConfirmation: a change to a verified opt-in, waiting for the link sent to the address on that record. */
export const optInStatusSchema = z.enum(['verified', 'pendingConfirmation', 'pendingOwnerConfirmation']);
export type OptInStatus = z.infer<typeof optInStatusSchema>;

export const pharmacyPortalContract = defineContract({
  ...API_ROUTES['pharmacy-portal'],
  body: pharmacyOptInSchema,
  response: z.object({ NPI: z.string(), status: optInStatusSchema, version: z.number().int().positive() }),
});

/** The link in the confirmation e-mail; answers with a redirect to the portal. */
export const pharmacyPortalConfirmContract = defineContract({
  ...API_ROUTES['pharmacy-portal-confirm'],
  query: z.object({ npi: z.string().regex(/^\d{10}$/), token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) }).strict(),
  response: z.object({ confirmed: z.boolean(), NPI: z.string() }),
});

const money = z.number().nonnegative();

export const pbmFeesSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Whether this PBM prices the pharmacy (when an NPI was given). */
  inNetwork: z.boolean().optional(),
  /** Mean of paid − NADAC over the sample. */
  averageOverNadac: z.number(),
  rows: z.array(z.object({
    drug: z.string(),
    nadac: money,
    /** What the PBM's own rule would pay the pharmacy (ingredient cost + dispensing fee). */
    pbmRulePays: money,
    /** What the pharmacy is paid with its chosen minimum over NADAC applied. */
    paid: money,
    overNadac: z.number(),
    /** The coupon price the patient pays (paid + the PBM's admin fee). */
    patientPrice: money,
  })).max(20),
});

export const pharmacyPortalFeesContract = defineContract({
  ...API_ROUTES['pharmacy-portal-fees'],
  query: z.object({
    minimumPayment: z.enum(['0', '3', '6']).transform(Number),
    npi: z.string().regex(/^\d{10}$/).optional(),
  }).strict(),
  response: z.object({
    minimumPayment: z.number(),
    sample: z.array(z.object({ drug: z.string(), quantity: z.number(), nadac: money })).max(20),
    pbms: z.array(pbmFeesSchema).max(20),
  }),
});
export type PharmacyFees = z.output<typeof pharmacyPortalFeesContract.response>;

export const optInRecordSchema = z.object({
  NPI: z.string(),
  SubmitterName: z.string(),
  SubmitterEmail: z.string(),
  SubmitterAuthority: z.boolean(),
  MinimumPayment: z.number(),
  OptOut: z.boolean(),
  NotifyAboutFurtherOpportunities: z.boolean(),
  AcceptTerms: z.boolean(),
  verified: z.boolean(),
  verifiedBy: z.enum(['sso', 'email']).optional(),
  /** A typed-e-mail change waiting for its confirmation link (a verified record is not overwritten before). */
  pendingChange: z.boolean(),
  /** Changes asked for by someone who is not the verified owner (admin page: possible takeover attempts). */
  changeRequests: z.number().int().optional(),
  lastChangeRequestAt: z.string().optional(),
  version: z.number().int().positive(),
  updatedAt: z.string(),
});
export type OptInRecord = z.output<typeof optInRecordSchema>;

/**
 * GET /api/pharmacy-portal/current: the signed-in pharmacist's own opt-ins as stored (those whose
 * submitter e-mail is the sign-in's), newest first, so the portal shows the current enrolment and
 * its fee table after a reload instead of a blank form.
 */
export const pharmacyPortalCurrentContract = defineContract({
  ...API_ROUTES['pharmacy-portal-current'],
  response: z.object({
    optIns: z.array(z.object({
      NPI: z.string(),
      MinimumPayment: z.number(),
      OptOut: z.boolean(),
      verified: z.boolean(),
      /** A change waiting for its confirmation link; the stored values above still apply. */
      pendingChange: z.boolean(),
      updatedAt: z.string(),
    })).max(100),
  }),
});
export type PharmacyPortalCurrent = z.output<typeof pharmacyPortalCurrentContract.response>;

export const pharmacyPortalAdminContract = defineContract({
  ...API_ROUTES['pharmacy-portal-admin'],
  response: z.object({ optIns: z.array(optInRecordSchema).max(5000) }),
});
