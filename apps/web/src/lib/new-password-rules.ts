import type { RuleObject } from 'antd/es/form';
import { registrationPasswordSchema, translateValidation, type Locale } from '@wardline/contract';
import { schemaRule } from './form-rules';

/**
 * The rules of a new password, as the server applies them: the spec's registration rule,
 * then the list of the most common passwords (`password.common`). The list (~380 KB) is
 * its own chunk, loaded the first time a password that passes the rule is checked.
 */
export function newPasswordRules(locale: Locale): RuleObject[] {
  return [
    schemaRule(registrationPasswordSchema, locale),
    {
      validator: async (_rule, value: unknown) => {
        if (typeof value !== 'string' || !registrationPasswordSchema.safeParse(value).success) return;
        const { isCommonPassword } = await import('@wardline/contract/common-passwords');
        if (isCommonPassword(value)) throw new Error(translateValidation('password.common', locale));
      },
    },
  ];
}
