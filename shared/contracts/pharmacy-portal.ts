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
  /** `version` only for a sign-in that verifies: an anonymous caller learns nothing of the NPI's record. */
  response: z.object({ NPI: z.string(), status: optInStatusSchema, version: z.number().int().positive().optional() }),
});

const confirmLinkSchema = z.object({ npi: z.string().regex(/^\d{10}$/), token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) }).strict();

/**
 * The link in the confirmation e-mail. Mail scanners fetch links, so it changes nothing: it
 * redirects to the confirmation page (`/pharmacy-portal/confirm`), which shows what would change
 * and applies it only on its one click (`pharmacy-portal-confirm-apply`, a POST).
 */
export const pharmacyPortalConfirmContract = defineContract({
  ...API_ROUTES['pharmacy-portal-confirm'],
  query: confirmLinkSchema,
  response: z.object({ NPI: z.string() }),
});

/** The opt-in fields a confirmation shows, in the order the page and the e-mail list them. */
export const OPT_IN_FIELDS = ['SubmitterName', 'SubmitterEmail', 'SubmitterAuthority', 'MinimumPayment', 'OptOut', 'NotifyAboutFurtherOpportunities', 'AcceptTerms'] as const;

/** One field of a confirmation: its value now (null: none yet, or not shown to this reader) and after. */
export const optInChangeSchema = z.object({
  field: z.enum(OPT_IN_FIELDS),
  label: z.string().max(80),
  from: z.string().max(300).nullable(),
  to: z.string().max(300),
});
export type OptInChange = z.output<typeof optInChangeSchema>;

/**
 * Whose link it is: the typed address of a first opt-in, the verified owner asked to approve a
 * change, or the new address of an approved change of `SubmitterEmail`.
 */
export const confirmStepSchema = z.enum(['firstOptIn', 'ownerApprovesChange', 'newAddressConfirms']);
export type ConfirmStep = z.infer<typeof confirmStepSchema>;

/** What happens after the click: nothing more, the new address confirms, or an admin approves. */
export const afterConfirmSchema = z.enum(['applied', 'awaitingNewAddress', 'awaitingApproval']);
export type AfterConfirm = z.infer<typeof afterConfirmSchema>;

/** What the link would do, read-only: the page shows it and asks for one click. */
export const pharmacyPortalConfirmPreviewContract = defineContract({
  ...API_ROUTES['pharmacy-portal-confirm-preview'],
  body: confirmLinkSchema,
  response: z.object({
    NPI: z.string(),
    step: confirmStepSchema,
    /** Every field, changed or not (`changed` says which), so the reader sees the whole result. */
    fields: z.array(optInChangeSchema.extend({ changed: z.boolean() })).max(OPT_IN_FIELDS.length),
    then: afterConfirmSchema,
    expiresAt: z.string(),
  }),
});

/** The one click: applies what the preview showed (or passes it on to the next confirmation). */
export const pharmacyPortalConfirmApplyContract = defineContract({
  ...API_ROUTES['pharmacy-portal-confirm-apply'],
  body: confirmLinkSchema,
  response: z.object({ NPI: z.string(), status: afterConfirmSchema }),
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

/** What the admin page lists per NPI: every way someone tried to verify or change it. */
export const OPT_IN_ATTEMPT_ACTIONS = [
  'signInVerified', 'signInNotTrusted', 'emailSubmitted', 'changeRequested', 'ownerChanged',
  'emailConfirmed', 'ownerConfirmed', 'newAddressConfirmed', 'adminApproved', 'released',
] as const;
export const optInAttemptSchema = z.object({
  at: z.string(),
  action: z.enum(OPT_IN_ATTEMPT_ACTIONS),
  /** The address it came from or named (admins only see this list). */
  email: z.string().max(254),
});
export type OptInAttempt = z.output<typeof optInAttemptSchema>;
/** The newest attempts kept per NPI. */
export const MAX_OPT_IN_ATTEMPTS = 20;

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
  /** sso: a pharmacist's verified sign-in; admin: approved after the e-mail link; email: an owner-approved change of address. */
  verifiedBy: z.enum(['sso', 'email', 'admin']).optional(),
  /** The typed address confirmed its link; the opt-in waits for an admin's approval. */
  awaitingApproval: z.boolean(),
  /** An admin released the NPI from whoever held it; anyone may opt it in again. */
  releasedAt: z.string().optional(),
  /** A typed-e-mail change waiting for its confirmation link (a verified record is not overwritten before). */
  pendingChange: z.boolean(),
  /** Changes asked for by someone who is not the verified owner (admin page: possible takeover attempts). */
  changeRequests: z.number().int().optional(),
  lastChangeRequestAt: z.string().optional(),
  attempts: z.array(optInAttemptSchema).max(MAX_OPT_IN_ATTEMPTS),
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

const adminNpiSchema = z.object({ npi: z.string().regex(/^\d{10}$/) }).strict();

/** An admin verifies an opt-in whose typed address confirmed its link (the directory lists no e-mail to match). */
export const pharmacyPortalAdminApproveContract = defineContract({
  ...API_ROUTES['pharmacy-portal-admin-approve'],
  body: adminNpiSchema,
  response: z.object({ NPI: z.string(), verified: z.literal(true), version: z.number().int().positive() }),
});

/**
 * An admin releases an NPI someone else holds: the record is unverified, its owner can no longer
 * verify it by sign-in, and the real pharmacy can opt in. Every version stays in the history.
 */
export const pharmacyPortalAdminReleaseContract = defineContract({
  ...API_ROUTES['pharmacy-portal-admin-release'],
  body: adminNpiSchema,
  response: z.object({ NPI: z.string(), released: z.literal(true), version: z.number().int().positive() }),
});
