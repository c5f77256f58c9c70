import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';

export const healthCheckSchema = z.object({
  name: z.string(),
  ok: z.boolean(),
  ms: z.number(),
});

export const healthContract = defineContract({
  ...API_ROUTES['health'],
  response: z.object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    time: z.string(),
    checks: z.array(healthCheckSchema),
  }),
});
