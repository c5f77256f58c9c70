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
/** The Secrets Manager names of a stage's PBM credentials (API keys, OAuth clients, mTLS certificates) start with this; functions with `pbm` may read them and nothing else. */
export function pbmSecretsPrefix(stage: string): string {
  return `rxsavvy/${stage}/pbm/`;
}

export function pbmEndpointsParameterName(stage: string): string {
  return `/rxsavvy/${stage}/pbm-endpoints`;
}

/** The sandbox PBM simulator's Lambda (dev and staging): pricing functions may invoke its function URL. */
/**
 * The stage's alarm topic (Monitoring stack). Named, so a stack that Monitoring itself depends on
 * (Identity, through Web) can send its alarms there by ARN without a cross-stack reference.
 */
export function alarmTopicName(stage: string): string {
  return `rxsavvy-${stage}-alarms`;
}

export const SANDBOX_PBM_FUNCTION_ID = 'sandbox-pbm';

/**
 * Deployed name of the queue of an `sqs` job that functions send to (`resources.sendsTo`):
 * `rxsavvy-<stage>-<job id>`. By name, so a sender in another stack needs no reference to the stack
 * that owns the queue (the api stack is made before the pricing-jobs stack).
 */
export function queueName(stage: string, jobId: string): string {
  const name = `rxsavvy-${stage}-${jobId}`;
  if (name.length > 80) throw new Error(`Queue name ${name} is longer than SQS's 80 characters: shorten the id`);
  return name;
}

/**
 * The variable that gives a function the URL of an `sqs` job's queue (functions/tables/jobs.ts),
 * set by infra for every job its entry's `resources.sendsTo` names: `price-completion` ->
 * `PRICE_COMPLETION_QUEUE_URL`. Locally the runtime's queues set the same variables.
 */
export function queueUrlEnvVar(jobId: string): string {
  return `${jobId.toUpperCase().replace(/-/g, '_')}_QUEUE_URL`;
}
