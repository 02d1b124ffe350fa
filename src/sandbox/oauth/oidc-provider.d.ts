/**
 * The part of oidc-provider's API the sandbox uses. The package ships no types; this narrow
 * declaration keeps the sandbox strict without another dependency.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContextWithOIDC {
    status: number;
    body: unknown;
    oidc?: {
      route?: string;
      body?: Record<string, unknown>;
      entities: {
        Account?: { accountId: string };
        Client?: { clientId: string };
      };
    };
  }

  export interface InteractionDetails {
    uid: string;
    params: Record<string, unknown>;
  }

  export interface AccessTokenRecord {
    accountId: string;
    clientId: string;
    grantId: string;
    scope?: string;
    aud?: string | string[];
  }

  export interface ClientRecord {
    clientId: string;
    clientName?: string;
  }

  export class GrantRecord {
    constructor(init: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  interface Adapter {
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type Middleware = (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>;

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: Middleware): this;
    on(event: string, listener: (...args: never[]) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    readonly AccessToken: { find(value: string): Promise<AccessTokenRecord | undefined> };
    readonly Client: { find(id: string): Promise<ClientRecord | undefined>; adapter: Adapter };
    readonly Grant: typeof GrantRecord & { find(id: string): Promise<GrantRecord | undefined>; adapter: Adapter };
  }

  export namespace errors {
    class OIDCProviderError extends Error {
      constructor(status: number, message: string);
      error: string;
      error_description?: string;
    }
    class InvalidTarget extends OIDCProviderError {
      constructor(description?: string);
    }
  }

  export namespace interactionPolicy {
    class Check {
      constructor(reason: string, description: string, error: string, check: (ctx: { oidc: { result?: Record<string, unknown> } }) => boolean);
      static readonly REQUEST_PROMPT: true;
      static readonly NO_NEED_TO_PROMPT: false;
    }
    interface Prompt {
      name: string;
      checks: Check[] & { add(check: Check, index?: number): void };
    }
    function base(): Prompt[] & { get(name: string): Prompt | undefined };
  }

  export default Provider;
}

declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  export function createMemoryAdapter(clockTolerance?: number): (model: string) => unknown;
}
