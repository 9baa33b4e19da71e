import type { FastifyReply } from 'fastify';

/**
 * A generated document as a download: never sniffed, never rendered as a page (a sandboxed,
 * script-less policy even if a browser tried), never cached by anyone between.
 */
export function sendDocument(reply: FastifyReply, file: { fileName: string; body: Buffer }, contentType: string): FastifyReply {
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}
