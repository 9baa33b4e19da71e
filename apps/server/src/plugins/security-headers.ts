import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The content security policy the web app runs under: scripts only from our origin, no
 * inline script, no framing. Ant Design writes its styles at run time, so style-src allows
 * inline styles (styles cannot execute code).
 */
export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'none'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** The headers helmet sets for these options, worked out once by running its middleware on a recorder. */
export function securityHeaderList(options: Readonly<HelmetOptions> = HELMET_OPTIONS): ReadonlyArray<readonly [string, string]> {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * Security headers on every answer (API, web app, errors, event streams). Helmet's headers
 * never depend on the request, but `@fastify/helmet` rebuilt helmet's parsers on every
 * request (7 % of a cached answer's CPU): here they are computed once and written onto the
 * raw response as helmet itself would, so a hijacked reply carries them too.
 */
export const securityHeaders = fp(async (app) => {
  const headers = securityHeaderList();
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
});
