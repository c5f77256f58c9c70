import { GetTopicAttributesCommand, SNSClient } from '@aws-sdk/client-sns';
import { awsError, type CheckResult, type PreflightCheck } from '../types';

const REVENUE_MODELS = ['passThrough', 'share95'];
const TOPIC_ARN = /^arn:aws[a-z-]*:sns:([a-z0-9-]+):\d{12}:[\w-]+$/;

/** Context marketplaceProducts: a JSON map of Marketplace product code -> revenue model (infra/stacks/marketplace-stack.ts). */
function products(ctx: Parameters<PreflightCheck>[0]): CheckResult {
  const name = 'Marketplace products';
  const raw = ctx.context.marketplaceProducts;
  if (raw === undefined) return { name, ok: ctx.stage === 'prod' ? 'warn' : true, detail: 'marketplaceProducts not set: every product is metered (passThrough)', fix: '-c marketplaceProducts=\'{"<product code>":"passThrough"|"share95"}\'' };
  let map: unknown;
  try {
    map = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    return { name, ok: false, detail: 'marketplaceProducts is not JSON (the functions would meter every product)', fix: '-c marketplaceProducts=\'{"<product code>":"passThrough"|"share95"}\'' };
  }
  const bad = map && typeof map === 'object' && !Array.isArray(map)
    ? Object.entries(map).filter(([code, model]) => !/^[a-z0-9]{10,40}$/i.test(code) || !REVENUE_MODELS.includes(String(model))).map(([code]) => code)
    : ['(not an object)'];
  if (bad.length) return { name, ok: false, detail: `marketplaceProducts: ${bad.join(', ')}: each key a product code, each value ${REVENUE_MODELS.join(' or ')}`, fix: 'copy the product codes from the AWS Marketplace Management Portal' };
  return { name, ok: true, detail: Object.entries(map as object).map(([code, model]) => `${code}: ${String(model)}`).join(', ') || 'none', fix: '' };
}

/** Context marketplaceTopicArn: the SNS topic AWS Marketplace publishes subscription events to, readable from the account. */
async function topic(ctx: Parameters<PreflightCheck>[0]): Promise<CheckResult> {
  const name = 'Marketplace topic';
  const arn = ctx.context.marketplaceTopicArn;
  if (arn === undefined) return { name, ok: ctx.stage === 'prod' ? 'warn' : true, detail: 'marketplaceTopicArn not set: subscription events are not received (no Coupon API customer is entitled)', fix: '-c marketplaceTopicArn=<the SaaS subscription topic AWS Marketplace gave the product>' };
  const match = TOPIC_ARN.exec(String(arn));
  if (!match) return { name, ok: false, detail: `marketplaceTopicArn=${String(arn)} is not an SNS topic ARN`, fix: 'copy the ARN from the AWS Marketplace Management Portal (product > technical details)' };
  try {
    await new SNSClient({ region: match[1] }).send(new GetTopicAttributesCommand({ TopicArn: String(arn) }));
  } catch (error) {
    return { name, ok: false, detail: `cannot read ${String(arn)}: ${awsError(error)}`, fix: 'deploy from the seller account the product belongs to (Marketplace lets only it subscribe), and check the ARN' };
  }
  return { name, ok: true, detail: `${String(arn)} readable`, fix: '' };
}

const marketplace: PreflightCheck = async (ctx) => [products(ctx), await topic(ctx)];

export const checks = [marketplace];
