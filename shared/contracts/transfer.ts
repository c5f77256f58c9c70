import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';

/** rules#validation, rules#constants: the transfer search runs from 3 characters. */
export const TRANSFER_MIN_CHARS = 3;
export const TRANSFER_MAX_RESULTS = 10;

/** rules#data-shapes: the transfer response fields the page reads. */
export const transferPharmacySchema = z.object({
  pharmacyName: z.string(),
  websiteDomain: z.string(),
  guestURL: z.string(),
  withAccountURL: z.string(),
  phoneNumber: z.string(),
});
export type TransferPharmacy = z.infer<typeof transferPharmacySchema>;

export const prescriptionTransferContract = defineContract({
  ...API_ROUTES['prescription-transfer'],
  query: z.object({
    pharmacyName: z.string().trim().min(TRANSFER_MIN_CHARS, `pharmacyName needs at least ${TRANSFER_MIN_CHARS} characters`).max(100),
  }),
  response: z.object({ pharmacies: z.array(transferPharmacySchema).max(TRANSFER_MAX_RESULTS) }),
});
