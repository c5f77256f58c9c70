import * as z from 'zod';

/**
 * One contract per API route: method, path and the zod schemas of its input and output.
 * The route table (functions/routes.ts), the handler's validation and the web client all
 * read the same object, so a path or a payload is written exactly once.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Contract<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** The spec's path, e.g. `/api/ecsdosage0`; `{name}` marks a path parameter. */
  path: string;
  query: Q;
  body: B;
  response: R;
}

export const noInput = z.object({}).strip();

export function defineContract<
  Q extends z.ZodType = typeof noInput,
  B extends z.ZodType = typeof noInput,
  R extends z.ZodType = z.ZodType,
>(c: { method: HttpMethod; path: string; query?: Q; body?: B; response: R }): Contract<Q, B, R> {
  return {
    method: c.method,
    path: c.path,
    query: (c.query ?? noInput) as Q,
    body: (c.body ?? noInput) as B,
    response: c.response,
  };
}

export type QueryOf<C extends Contract> = z.input<C['query']>;
export type BodyOf<C extends Contract> = z.input<C['body']>;
export type ResponseOf<C extends Contract> = z.output<C['response']>;

/** Every 4xx/5xx body: `{ error: { code, message } }`. */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
