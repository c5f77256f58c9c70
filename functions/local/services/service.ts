import type { IncomingMessage, ServerResponse } from 'node:http';

/** A handler for every path under `prefix` on the site's own origin (e.g. the OIDC provider). */
export interface Mount {
  prefix: string;
  handle(req: IncomingMessage, res: ServerResponse): void | Promise<void>;
}

export interface StartedService {
  /** Environment the functions need to reach this service (e.g. a simulator's URL). */
  env?: Record<string, string>;
  mounts?: Mount[];
  close(): Promise<void>;
}

/** A helper service beside the local runtime; functions/local/service-registry.ts lists them in start order. */
export interface LocalService {
  name: string;
  start(ctx: { url: string; seed: boolean }): Promise<StartedService>;
}
