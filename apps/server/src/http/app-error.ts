import type { Bilingual, ErrorKey } from '@wardline/contract';

/** A failing field: its payload path and the contract validation-message key of the rule. */
export type FieldIssue = { field: string; rule: string };

/**
 * A refusal the caller should see: a key of the contract's error catalogue, and for
 * rule failures the fields at fault. The error handler localises both into the envelope.
 */
export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly issues: FieldIssue[] = [],
    /** Values of the `{name}` placeholders of the message, in both languages. */
    readonly params: Readonly<Record<string, Bilingual>> = {},
    /** For a refusal that ends by itself: the answer's Retry-After and `ret.retryAfterSeconds`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/** A rule failure on one field, checked by a service rather than by the schema. */
export function fieldError(field: string, rule: string): AppError {
  return new AppError('validationFailed', [{ field, rule }]);
}
