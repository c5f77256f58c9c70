/**
 * The small part of oidc-provider 9 this project uses (the package ships no types and
 * @types/oidc-provider is not installed).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ClientLike {
    clientId: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface GrantLike {
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface KoaContextWithOIDC {
    type: string;
    body: unknown;
    oidc: {
      client?: ClientLike;
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      provider: Provider;
    };
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
  }

  export type Configuration = Record<string, unknown> & {
    features?: Record<string, unknown>;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    Client: { prototype: { redirectUriAllowed(value: string): boolean; postLogoutRedirectUriAllowed(value: string): boolean } };
    Grant: {
      new (init: { clientId: string; accountId: string }): GrantLike;
      find(id: string): Promise<GrantLike | undefined>;
    };
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  }
}
