import type { LambdaFunctionURLEvent, LambdaFunctionURLResult } from 'aws-lambda';
import { answerPbm, pbmTarget, type ReferenceCostOf } from './answer';
import { loadPriceFile } from './price-file';

/**
 * The sandbox PBMs in AWS (dev and staging): the twelve simulated PBMs behind one IAM-authorized
 * function URL, so that only the pricing functions (granted lambda:InvokeFunctionUrl) can ask
 * them. Same answers as the loopback simulator, without its test-only latency and faults.
 */
const PRICE_FILE_TTL_MS = 10 * 60_000;
let priceFile: { loadedAt: number; lookup: Promise<ReferenceCostOf> } | undefined;

function currentPriceFile(): Promise<ReferenceCostOf> {
  if (!priceFile || Date.now() - priceFile.loadedAt > PRICE_FILE_TTL_MS) {
    const lookup = loadPriceFile();
    priceFile = { loadedAt: Date.now(), lookup };
    lookup.catch(() => { priceFile = undefined; });
  }
  return priceFile.lookup;
}

const json = (statusCode: number, body: unknown): LambdaFunctionURLResult => ({ statusCode, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export async function handler(event: LambdaFunctionURLEvent): Promise<LambdaFunctionURLResult> {
  const target = pbmTarget(event.rawPath);
  if (event.requestContext.http.method !== 'POST' || !target) return json(404, { error: 'not found' });
  let body: unknown;
  try {
    body = JSON.parse(event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '{}');
  } catch {
    return json(400, { error: 'bad request' });
  }
  const answer = await answerPbm(target, body, await currentPriceFile());
  return json(answer.status, answer.body);
}
