import type { FormInstance } from 'antd';
import { stripSpaces } from '@wardline/contract';

/**
 * Spec 000 §5: hacker certification inputs are trimmed and stripped of internal spaces
 * as the user types (on keyup), and again on blur for pasted text.
 */
export function stripOnKeyUp(form: FormInstance, field: string) {
  return () => {
    const value = form.getFieldValue(field);
    if (typeof value === 'string' && stripSpaces(value) !== value) form.setFieldValue(field, stripSpaces(value));
  };
}
