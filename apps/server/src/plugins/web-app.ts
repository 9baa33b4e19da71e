import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorCatalog, type Locale } from '@wardline/contract';
import { API_PREFIX } from './openapi';
import { PageDocuments } from './page-html';
import { sendPublicBody } from '../http/public-answer';

/** Hashed file names change with their content, so a browser may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * Serves the built web app. The build writes a brotli and a gzip copy beside every text
 * file (apps/web/precompress.ts); the one the browser accepts is sent as is, with
 * `Vary: Accept-Encoding`, so no request pays for compression. Hashed assets are cached
 * for a year. Every path that is not an API call or a file gets the app's HTML, so each
 * route of the spec opens by deep link: index.html with the chunks of the route that path
 * opens preloaded and the public answers its page asks for first delivered inside
 * (`page-html.ts`), kept in the public cache (emptied when staff change content) and
 * compressed once; it is revalidated on every visit.
 */
export const webApp = fp<{ distDir: string }>(async (app, { distDir }) => {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    // The hashed assets, most of the build's files and more with every feature, behind one
    // wildcard route: a route of their own each (GET and HEAD) cost about 0.4 s of every start.
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      index: false,
      preCompressed: true,
      // The compressed copies are reached through their file's own address only.
      allowedPath: (pathname) => !COMPRESSED_COPY.test(pathname),
      setHeaders(res) {
        res.header('Cache-Control', IMMUTABLE);
      },
    });
    // The few files beside index.html (icon, pictures) keep a route each, so the app's pages
    // reach the not-found handler below without a look at the disk.
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      decorateReply: false,
      globIgnore: ['**/*.br', '**/*.gz', 'assets/**'],
      setHeaders(res) {
        res.header('Cache-Control', 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app is not built: run `npm run build` to serve it');
  }

  const pages = hasBuild ? new PageDocuments(distDir) : null;
  /** A public answer as the page would get it: through the API itself (validation, public cache). */
  const answer = async (locale: Locale, address: string) => {
    const res = await app.inject({ method: 'GET', url: `${API_PREFIX}${address}`, headers: { acceptlanguage: locale } });
    return res.statusCode === 200 ? res.json() : null;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
    const looksLikeFile = path.extname(url) !== '';
    if (pages && !isApi && !looksLikeFile && (request.method === 'GET' || request.method === 'HEAD')) {
      const route = pages.routeOf(url);
      // A page whose answers were refused (an unknown announcement id) is not kept: made-up
      // addresses must not crowd the answers of real pages out of the cache.
      let complete = true;
      const body = await app.wardline.ctx.publicCache.get(
        `page ${route?.key ?? 'not found'}`,
        async () => {
          const page = await pages.render(url, answer);
          complete = page.complete;
          return page.html;
        },
        () => complete,
      );
      reply.header('Cache-Control', 'no-cache');
      return sendPublicBody(request, reply, body, 'text/html; charset=utf-8');
    }
    const def = errorCatalog.notFound;
    return reply.status(404).send({ errcode: def.errcode, errmsg: def[request.locale ?? 'zh'], ret: null });
  });
});
