import type { FormRule } from 'antd';
import { contactAddBody, translateValidation, type Locale } from '@wardline/contract';

export type ContactField = Exclude<keyof typeof contactAddBody.shape, 'source'>;
export const CONTACT_FIELDS = Object.keys(contactAddBody.shape).filter((f) => f !== 'source') as ContactField[];

/**
 * A form rule that runs the contract's own schema for one field and shows its message
 * key in the current language, so the browser and the server refuse exactly the same input.
 */
export function contactRule(field: ContactField, locale: Locale): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = contactAddBody.shape[field].safeParse(value);
      if (!result.success) throw new Error(translateValidation(result.error.issues[0]?.message ?? 'invalid', locale));
    },
  };
}

/** The form field a server `ret.fields[].field` names ("services.0" is the services field). */
export function formFieldOf(serverField: string): ContactField | undefined {
  const head = serverField.split('.')[0] as ContactField;
  return CONTACT_FIELDS.includes(head) ? head : undefined;
}
