/**
 * Tracer settings every function is deployed with (infra sets them; the bundle test runs with them):
 * no handler response and no error message in a trace, since either can hold a drug name, an
 * e-mail address or a phone number. Kept apart from lib/tracer.ts so the CDK app does not load the Tracer.
 */
export const TRACER_ENVIRONMENT = {
  POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false',
  POWERTOOLS_TRACER_CAPTURE_ERROR: 'false',
} as const;
