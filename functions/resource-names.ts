/**
 * Names of deployed resources that both infra/ and a function derive from the stage, for the
 * cases where a CloudFormation reference would make a cycle. Kept apart from the route table so a
 * function importing a name does not bundle every route's contract.
 */

/**
 * The SSM parameter holding the stage's CloudFront distribution id. The web stack writes it; the
 * clear-cache function reads it at run time (an environment variable would need the api stack to
 * reference the web stack, which already references the api stack).
 */
export function distributionIdParameterName(stage: string): string {
  return `/rxsavvy/${stage}/distribution-id`;
}
