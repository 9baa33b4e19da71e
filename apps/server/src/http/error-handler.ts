import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCatalog, fieldSentence, translateValidation, type ErrorKey, type FieldError, type Locale } from '@wardline/contract';
import { AppError, type FieldIssue } from './app-error';
import { logSignInRefusal } from '../auth/security-log';

function localiseIssues(issues: FieldIssue[], locale: Locale): FieldError[] {
  return issues.map(({ field, rule }) => ({ field, message: translateValidation(rule, locale) }));
}

/** "Page: Page size is out of range" — the answer names the field (once) and the rule. */
function summarise(fields: FieldError[], locale: Locale): string {
  // services.0 and services.1 failing alike read as one sentence, not the same one twice.
  const sentences = new Set(fields.map((f) => fieldSentence(f.field, f.message, locale)));
  return [...sentences].join(locale === 'zh' ? '；' : '; ');
}

/**
 * Zod keeps checking after a rule fails, so an empty phone fails both "required" and
 * "format". The schema lists rules in the order a person fixes them: keep the first.
 */
function firstIssuePerField(issues: FieldIssue[]): FieldIssue[] {
  const seen = new Set<string>();
  return issues.filter(({ field }) => {
    if (seen.has(field)) return false;
    seen.add(field);
    return true;
  });
}

function keyForStatus(status: number): ErrorKey {
  if (status === 404) return 'notFound';
  if (status === 413) return 'payloadTooLarge';
  if (status === 429) return 'rateLimited';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 409) return 'stateConflict';
  return status >= 500 ? 'internal' : 'validationFailed';
}

/**
 * The one error handler: every failure leaves as the envelope in the caller's language.
 * 5xx details are logged with the request id and never sent.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale ?? 'zh';
    let key: ErrorKey;
    let fields: FieldError[] = [];
    let params: AppError['params'] = {};

    if (error instanceof AppError) {
      key = error.key;
      fields = localiseIssues(error.issues, locale);
      params = error.params;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      key = 'validationFailed';
      const issues = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body'),
        rule: v.message ?? 'invalid',
      }));
      fields = localiseIssues(firstIssuePerField(issues), locale);
    } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      key = 'malformedJson';
    } else {
      key = keyForStatus(error.statusCode ?? 500);
    }

    const def = errorCatalog[key];
    logSignInRefusal(request, key);
    if (def.status >= 500) {
      request.log.error({ err: error, reqId: request.id }, 'request failed');
    } else {
      request.log.info({ errcode: def.errcode, code: error.code }, 'request refused');
    }
    const errmsg = fields.length > 0 ? summarise(fields, locale) : def[locale].replace(/\{(\w+)\}/g, (whole, name: string) => params[name]?.[locale] ?? whole);
    // A refusal that ends by itself (a sign-in lockout) says when: Retry-After and ret.retryAfterSeconds.
    const retryAfterSeconds = error instanceof AppError ? error.retryAfterSeconds : undefined;
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
    const ret = fields.length > 0 ? { fields } : retryAfterSeconds !== undefined ? { retryAfterSeconds } : null;
    return reply.status(def.status).send({ errcode: def.errcode, errmsg, ret });
  });
}
