import type { z } from 'zod';
import { isValidationKey } from './messages';

/**
 * Test support: the message keys a schema reports for an input, each checked to be a
 * key of the message table, so a typo in a schema's message fails the test that uses it.
 */
export function issueKeys(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    if (!isValidationKey(issue.message)) throw new Error(`message "${issue.message}" is not a validation key`);
    return issue.message;
  });
}

/** Issue keys with their paths joined by dots, for object schemas: `['rePassword:password.mismatch']`. */
export function issuesAt(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    if (!isValidationKey(issue.message)) throw new Error(`message "${issue.message}" is not a validation key`);
    return `${issue.path.join('.')}:${issue.message}`;
  });
}
