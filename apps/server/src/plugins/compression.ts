import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/** Answers above this many bytes are compressed; smaller ones cost more to compress than they save. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses API answers (brotli or gzip, by Accept-Encoding) above a kilobyte. The web
 * app's files arrive already compressed by the build (`plugins/web-app.ts`), so this hook
 * leaves a reply that carries a Content-Encoding alone. Request bodies are never inflated:
 * a compressed upload would slip past the body-size limits.
 */
export const compression = fp(async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Quality 4 is what servers use for dynamic answers: most of the gain for little CPU.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
