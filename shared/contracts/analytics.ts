import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';
import { isTrackedPagePath } from '../tracked-pages';

/** rules#calls: first-party page-view counts, only for the fixed list of marketing paths and blog posts. */
export const pageViewBodySchema = z.object({
  path: z
    .string()
    .max(200, 'path is longer than 200 characters')
    .refine(isTrackedPagePath, 'path is not one of the pages whose views are counted'),
});

export const pageViewContract = defineContract({
  ...API_ROUTES['page-view'],
  body: pageViewBodySchema,
  response: z.object({ counted: z.literal(true) }),
});
