/**
 * Names of deployed resources that both infra/ and a function derive from the stage, for the
 * cases where a CloudFormation reference would make a cycle. Kept apart from the route table so a
 * function importing a name does not bundle every route's contract.
 */

/**
 * Deployed name of a route's or a job's Lambda (infra sets it): `rxsavvy-<stage>-<id>`, the id
 * being the route's API_ROUTES key or the job's functions/tables/jobs.ts id (they never collide, tested).
 * By this convention the admin lambda-status function finds every route function, itself
 * included, without a map of names in its environment (which would outgrow Lambda's 4 KB) or a
 * reference to itself (a CloudFormation cycle).
 */
export function functionName(stage: string, id: string): string {
  const name = `rxsavvy-${stage}-${id}`;
  if (name.length > 64) throw new Error(`Function name ${name} is longer than Lambda's 64 characters: shorten the id`);
  return name;
}

/**
 * The SSM parameter holding the stage's CloudFront distribution id. The web stack writes it; the
 * clear-cache function reads it at run time (an environment variable would need the api stack to
 * reference the web stack, which already references the api stack).
 */
export function distributionIdParameterName(stage: string): string {
  return `/rxsavvy/${stage}/distribution-id`;
}

/**
 * The SSM parameter naming the stage's two origin-token secrets, `{"current": <ARN>, "previous": <ARN>}`
 * (functions/lib/origin-verify.ts). The api stack writes it; `npm run rotate:origin-token` reads it.
 */
export function originVerifySecretsParameterName(stage: string): string {
  return `/rxsavvy/${stage}/origin-verify-secrets`;
}

/**
 * The SSM parameter holding the stage's PBM endpoints (functions/domain/pricing/pbm-endpoints.ts):
 * written by the sandbox-PBM stack in dev and staging, by the operator for real PBMs in prod.
 */
export function pbmEndpointsParameterName(stage: string): string {
  return `/rxsavvy/${stage}/pbm-endpoints`;
}

/** The sandbox PBM simulator's Lambda (dev and staging): pricing functions may invoke its function URL. */
export const SANDBOX_PBM_FUNCTION_ID = 'sandbox-pbm';
