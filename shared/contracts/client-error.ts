import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';
import { LIMITS } from '../brand';

/** rules#validation: error reports longer than 10000 characters are skipped (the server answers 413). */
export const clientErrorBodySchema = z.object({
  errorText: z.string().trim().min(1, 'errorText is required'),
});

export const clientErrorContract = defineContract({
  ...API_ROUTES['client-error'],
  body: clientErrorBodySchema,
  response: z.object({ stored: z.literal(true), id: z.string() }),
});

export const CLIENT_ERROR_MAX_CHARS = LIMITS.clientErrorMaxChars;
