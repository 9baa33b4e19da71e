import fp from 'fastify-plugin';
import { parseLocale, type Locale } from '@wardline/contract';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** The caller's language, from the spec's `AcceptLanguage` header or the standard one. */
export const localePlugin = fp(async (app) => {
  app.decorateRequest('locale', 'zh');
  // Synchronous hooks cost no promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers['acceptlanguage'] ?? request.headers['accept-language'];
    request.locale = parseLocale(Array.isArray(header) ? header[0] : header);
    done();
  });
});
