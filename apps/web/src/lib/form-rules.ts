import type { FormInstance, FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { normalizePhone, translateValidation, type FieldError, type Locale } from '@wardline/contract';
import { ApiError } from './api-client';

/**
 * The part of a form the shared helpers and hooks use: what `useLightForm` (lib/light-form.ts)
 * gives the pages that paint without Ant Design, and a subset of Ant Design's `FormInstance`.
 */
export type FieldsApi = {
  getFieldValue(name: string): unknown;
  setFieldValue(name: string, value: unknown): void;
  setFields(fields: { name: string; errors: string[] }[]): void;
  /** Resolves when the named fields pass their rules, rejects (and shows their messages) otherwise. */
  validateFields(names: string[]): Promise<unknown>;
  scrollToField(name: string, options?: ScrollIntoViewOptions): void;
};

/** Either kind of form; the helpers see it as `FieldsApi` (Ant Design's typed field names are wider at run time). */
export type FormLike = FormInstance | FieldsApi;

export function fieldsOf(form: FormLike): FieldsApi {
  return form as unknown as FieldsApi;
}

/** The part of a zod schema a form rule needs; the contract's schemas all fit. */
type Checkable = { safeParse(value: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } } };

export function toLocale(language: string): Locale {
  return language === 'en' ? 'en' : 'zh';
}

/**
 * A form rule that runs one of the contract's schemas and shows its rule key in the
 * current language, so the browser refuses exactly what the server refuses.
 */
export function schemaRule(schema: Checkable, locale: Locale): RuleObject {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(translateValidation(result.error?.issues[0]?.message ?? 'invalid', locale));
    },
  };
}

/** The repeat-password rule: required by its own schema, then equal to `otherField`. */
export function sameAsRule(otherField: string, locale: Locale): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(otherField)) throw new Error(translateValidation('password.mismatch', locale));
    },
  });
}

/**
 * Puts a 400's `ret.fields` on the form fields they name. `names` are the form's fields;
 * `aliases` maps a payload name to a form field where they differ (`photoCode` →
 * `imageCode`). Answers whether any field was named, so the caller can fall back to a toast.
 */
export function showServerFieldErrors(
  form: FormLike,
  fields: readonly FieldError[],
  names: readonly string[],
  aliases: Record<string, string> = {},
): boolean {
  const known = new Set(names);
  const byField = new Map<string, string[]>();
  for (const { field, message } of fields) {
    const head = field.split('.')[0] ?? field;
    const name = aliases[head] ?? head;
    if (!known.has(name)) continue;
    byField.set(name, [...(byField.get(name) ?? []), message]);
  }
  if (byField.size === 0) return false;
  fieldsOf(form).setFields([...byField].map(([name, errors]) => ({ name, errors })));
  fieldsOf(form).scrollToField([...byField.keys()][0]!, { block: 'center' });
  return true;
}

type FailureDisplay = {
  /** The form's fields and payload-name aliases, as for `showServerFieldErrors`. */
  names: readonly string[];
  aliases?: Record<string, string>;
  /** The page's toast (`App.useApp().message`) and what it says when the error has no message. */
  toast: { error: (content: string) => unknown };
  fallback: string;
};

/**
 * Shows a failed call on a form: the 400's field errors on their fields and its message
 * (or `fallback`) as a toast. Answers the ApiError, if it was one, for errcode checks.
 */
export function showFailure(form: FormLike, error: unknown, { names, aliases, toast, fallback }: FailureDisplay): ApiError | null {
  const err = error instanceof ApiError ? error : null;
  showServerFieldErrors(form, err?.fields ?? [], names, aliases);
  void toast.error(err?.message || fallback);
  return err;
}

/** Trims a text field when it is left (before the blur validation runs). Never use on passwords. */
export function trimOnBlur(form: FormLike, field: string) {
  return (e: { target: { value: string } }) => {
    const trimmed = e.target.value.trim();
    if (trimmed !== e.target.value) fieldsOf(form).setFieldValue(field, trimmed);
  };
}

/**
 * Checks one field against a schema outside the form's own rules (a captcha that only
 * matters for sending a code) and shows the message on it. Answers whether it passed.
 */
export function checkFieldNow(form: FormLike, field: string, schema: Checkable, locale: Locale): boolean {
  const result = schema.safeParse(String(fieldsOf(form).getFieldValue(field) ?? '').trim());
  if (!result.success) fieldsOf(form).setFields([{ name: field, errors: [translateValidation(result.error?.issues[0]?.message ?? 'invalid', locale)] }]);
  return result.success;
}

/** On blur, a pasted phone becomes the number the server reads (spaces, dashes, +86 removed: contract normalizePhone). */
export function normalizePhoneOnBlur(form: FormLike, field: string) {
  return (e: { target: { value: string } }) => {
    const normalized = normalizePhone(e.target.value);
    if (normalized !== e.target.value) fieldsOf(form).setFieldValue(field, normalized);
  };
}
