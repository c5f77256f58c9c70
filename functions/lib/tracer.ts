import { Tracer } from './cjs/tracer.cjs';
import { captureLambdaHandler } from './cjs/tracer-middleware.cjs';
import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { METRICS_SERVICE } from '../tables/metric-names';

/**
 * Powertools Tracer (X-Ray): one subsegment per invocation (`## index.handler`, annotated with the
 * cold start and the service) and one per AWS SDK call, on every route and job.
 *
 * It comes from the Powertools Lambda layer of the installed version (infra/constructs/powertools-layer.ts),
 * not the bundle: with aws-xray-sdk-core it is about 126 KB, which would push bundles past 300 KB.
 * Outside Lambda (AWS_EXECUTION_ENV unset: `npm start`, tests) it is off and every call is a no-op.
 *
 * What a trace may carry: names of AWS operations and tables, timings, the route or job id. Never
 * a response body, an error message or an outgoing URL, which can hold drug names, e-mail
 * addresses or phone numbers: the handler is captured without its response, error capture is off
 * (functions/tables/tracer-environment.ts, set on every function) and HTTP(S) calls are not captured (PBM request URLs).
 */
const tracer = new Tracer({ serviceName: METRICS_SERVICE, captureHTTPsRequests: false });

/**
 * The middy middleware of the one HTTP stack and the one job wrapper, annotated with the route or
 * job id (searchable in X-Ray): first in, so it spans the whole invocation.
 */
export function traceInvocation<E, R, C extends Context>(id: string): MiddlewareObj<E, R, Error, C> {
  const capture = captureLambdaHandler(tracer, { captureResponse: false }) as unknown as Required<MiddlewareObj<E, R, Error, C>>;
  return {
    before: async (request) => {
      await capture.before(request);
      tracer.putAnnotation('route', id);
    },
    after: capture.after,
    onError: capture.onError,
  };
}

/** An AWS SDK v3 client whose calls are traced (the client itself when tracing is off). */
export function traced<T>(client: T): T {
  return tracer.captureAWSv3Client(client);
}

/**
 * Runs `fn` in a subsegment of the invocation named `name`, annotated with `annotations` (ids only:
 * never a drug name, an address or a URL). A failure flags the subsegment as a fault, without the
 * error's message. Concurrent calls each get their own subsegment; none becomes the current segment,
 * so parallel calls (the fan-out's twelve PBMs) cannot nest inside each other.
 */
export async function tracedCall<T>(name: string, annotations: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const parent = tracer.isTracingEnabled() ? tracer.getSegment() : undefined;
  const sub = parent?.addNewSubsegment(name);
  if (sub) for (const [key, value] of Object.entries(annotations)) sub.addAnnotation(key, value);
  try {
    return await fn();
  } catch (err) {
    sub?.addFaultFlag();
    throw err;
  } finally {
    sub?.close();
  }
}
