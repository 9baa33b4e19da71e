// oidc-provider ships no type definitions; this declares the little the loopback test provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type KoaContext = {
    path: string;
    method: string;
    body: unknown;
    oidc?: { params?: Record<string, unknown> };
  };

  export type Account = { accountId: string; claims: (use: string, scope: string) => Promise<Record<string, unknown>> };

  export type Configuration = {
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    pkce?: { required?: () => boolean };
    findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys?: string[] };
    renderError?: (ctx: KoaContext, out: Record<string, unknown>, error: Error) => void | Promise<void>;
    ttl?: Record<string, number>;
  };

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
  export default Provider;
}
