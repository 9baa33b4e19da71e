import type { FastifyInstance } from 'fastify';
import { findControlCharacters } from '@wardline/contract';
import { fieldError } from './app-error';

/**
 * Refuses a request whose body, query or path parameters hold a NUL or another control
 * character (contract `findControlCharacters`, the one rule for all text), before any
 * schema or use case sees it: 400 naming the field, never a database error.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [place, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const field = findControlCharacters(value);
      if (field) throw fieldError(field === 'body' ? place : field, 'text.controlCharacters');
    }
  });
}
