import { useRef, useState } from 'react';
import type { FieldsApi } from './form-rules';

/** A field's rule: the message to show, or null when the value passes. */
export type LightRule = (value: unknown) => Promise<string | null> | string | null;

export type FieldErrorList = { name: (string | number)[]; errors: string[] }[];

export type LightForm<V extends Record<string, unknown>> = FieldsApi & {
  values: Partial<V>;
  errors: Partial<Record<keyof V & string, string[]>>;
  /** The input id of a field, `<form name>_<field>` as Ant Design's forms name them. */
  fieldId: (name: keyof V & string) => string;
  /** Validates every field with a rule; resolves the values, or rejects with `{ errorFields }`. */
  validateAll: () => Promise<Partial<V>>;
};

/**
 * The few parts of Ant Design's form a page that paints without Ant Design needs (issue 7 §1):
 * values, per-field rules run on demand (blur, submit), their messages, and the `FormLike`
 * methods the shared helpers use (`showFailure`, `useCaptchaCodeSender`, `trimOnBlur`…).
 * `rules` is read at each validation, so a rule may depend on the page's state.
 */
export function useLightForm<V extends Record<string, unknown>>(formName: string, rules: Partial<Record<keyof V & string, LightRule | null>>): LightForm<V> {
  const [values, setValues] = useState<Partial<V>>({});
  const [errors, setErrors] = useState<Partial<Record<string, string[]>>>({});
  const current = useRef<Partial<V>>({});
  const rulesRef = useRef(rules);
  rulesRef.current = rules;

  const formRef = useRef<LightForm<V> | null>(null);
  if (!formRef.current) {
    const fieldId = (name: string) => `${formName}_${name}`;
    const setFieldErrors = (name: string, list: string[]) => setErrors((prev) => ({ ...prev, [name]: list }));
    const validateNames = async (names: string[]) => {
      const failed: FieldErrorList = [];
      for (const name of names) {
        const rule = (rulesRef.current as Record<string, LightRule | null | undefined>)[name];
        const message = rule ? await rule(current.current[name as keyof V]) : null;
        setFieldErrors(name, message ? [message] : []);
        if (message) failed.push({ name: [name], errors: [message] });
      }
      if (failed.length > 0) throw Object.assign(new Error('validation failed'), { errorFields: failed });
      return { ...current.current };
    };
    formRef.current = {
      values: {},
      errors: {},
      fieldId,
      getFieldValue: (name) => current.current[name as keyof V],
      setFieldValue: (name, value) => {
        current.current = { ...current.current, [name]: value };
        setValues(current.current);
      },
      setFields: (fields) => {
        for (const { name, errors: list } of fields) setFieldErrors(name, list);
      },
      validateFields: (names) => validateNames(names),
      validateAll: () => validateNames(Object.keys(rulesRef.current)),
      scrollToField: (name, options) => document.getElementById(fieldId(name))?.scrollIntoView?.(options),
    };
  }
  return Object.assign(formRef.current, { values, errors });
}
