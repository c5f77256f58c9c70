import { CfnDynamicReference, CfnDynamicReferenceService, Stack } from 'aws-cdk-lib';
import { type ILayerVersion, LayerVersion } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';

/**
 * The Powertools for AWS Lambda (TypeScript) version whose public layer every function runs with.
 * It must equal the installed `@aws-lambda-powertools/*` packages, which the tests run and package.json
 * pins exactly (tests/unit/runtime-version.test.ts holds them together).
 */
export const POWERTOOLS_VERSION = '2.35.0';

/**
 * The layer's ARN for this version, resolved at deploy time from the public SSM parameter AWS
 * publishes in every commercial region, so no account id or layer number is copied into the code.
 * See https://docs.aws.amazon.com/powertools/typescript/latest/getting-started/lambda-layers/
 */
export const POWERTOOLS_LAYER_PARAMETER = `/aws/service/powertools/typescript/generic/all/${POWERTOOLS_VERSION}`;

/**
 * The layer, once per stack. It provides what infra/bundling.ts leaves out of the bundles
 * (LAYER_MODULES: the Tracer and the X-Ray SDK it brings, about 126 KB, and Parameters, which the
 * layer ships with the Secrets Manager and SSM clients it imports).
 */
export function powertoolsLayer(scope: Construct): ILayerVersion {
  const stack = Stack.of(scope);
  const id = 'PowertoolsLayer';
  const existing = stack.node.tryFindChild(id) as ILayerVersion | undefined;
  if (existing) return existing;
  const arn = new CfnDynamicReference(CfnDynamicReferenceService.SSM, POWERTOOLS_LAYER_PARAMETER).toString();
  return LayerVersion.fromLayerVersionArn(stack, id, arn);
}
