import { createSocket } from 'node:dgram';
import { TRACER_ENVIRONMENT } from '../../functions/tables/tracer-environment';

/** A subsegment as the X-Ray SDK sends it to the daemon (the fields the tests read). */
export interface SentSubsegment {
  name: string;
  annotations?: Record<string, unknown>;
  subsegments?: SentSubsegment[];
}

/**
 * A stand-in X-Ray daemon on a loopback UDP port, and the environment Lambda gives a function with
 * active tracing (AWS_EXECUTION_ENV turns the Powertools Tracer on; LAMBDA_TASK_ROOT and
 * _X_AMZN_TRACE_ID put the X-Ray SDK in its Lambda mode, which sends each closed subsegment to the daemon).
 */
export async function startXrayDaemon() {
  const socket = createSocket('udp4');
  const received: string[] = [];
  socket.on('message', (message) => received.push(message.toString('utf8')));
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return {
    lambdaEnvironment: {
      ...TRACER_ENVIRONMENT,
      AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
      LAMBDA_TASK_ROOT: '/var/task',
      _HANDLER: 'index.handler',
      AWS_XRAY_DAEMON_ADDRESS: `127.0.0.1:${port}`,
      AWS_XRAY_CONTEXT_MISSING: 'IGNORE_ERROR',
    },
    /** Starts a new trace, as Lambda does for each invocation. */
    newTrace(): void {
      const hex = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
      process.env._X_AMZN_TRACE_ID = `Root=1-${Math.floor(Date.now() / 1000).toString(16)}-${hex(24)};Parent=${hex(16)};Sampled=1`;
    },
    /** Everything sent so far, raw (header line and JSON document per datagram), then cleared. */
    async drain(): Promise<string[]> {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return received.splice(0);
    },
    close: () => socket.close(),
  };
}

/** The JSON documents of the datagrams (each is a `{"format":"json","version":1}` line, then the document). */
export function subsegmentsOf(datagrams: string[]): SentSubsegment[] {
  return datagrams.map((d) => JSON.parse(d.slice(d.indexOf('\n') + 1)) as SentSubsegment);
}
