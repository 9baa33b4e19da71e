import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorCatalog } from '@wardline/contract';
import { API_PREFIX } from './openapi';

/** Hashed file names change with their content, so a browser may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app. The build writes a brotli and a gzip copy beside every text
 * file (apps/web/precompress.ts); the one the browser accepts is sent as is, with
 * `Vary: Accept-Encoding`, so no request pays for compression. Hashed assets are cached
 * for a year; index.html is revalidated every time, and every path that is not an API
 * call or a file gets it, so each route of the spec opens by deep link.
 */
export const webApp = fp<{ distDir: string }>(async (app, { distDir }) => {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      // The compressed copies are reached through their file's own address only.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app is not built: run `npm run build` to serve it');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
    const looksLikeFile = path.extname(url) !== '';
    if (hasBuild && !isApi && !looksLikeFile && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    const def = errorCatalog.notFound;
    return reply.status(404).send({ errcode: def.errcode, errmsg: def[request.locale ?? 'zh'], ret: null });
  });
});
