import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Captcha } from './use-captcha';
import { CaptchaImage } from './captcha-image';
import styles from './verification.module.css';

type Props = {
  /** The form field of the answer (`checkcode`, `imageCode`…). */
  name: string;
  label: string;
  placeholder: string;
  captcha: Captcha;
  /** Checked by the form's submit; a sender that checks it itself before a send leaves this empty. */
  rules?: Rule[];
  /** Marked required when the form cannot go without it. */
  required?: boolean;
  id?: string;
  testId?: string;
};

/** The image code row of a form: the 4-character answer beside its picture (a click fetches a new one). */
export function CaptchaField({ name, label, placeholder, captcha, rules, required = false, id, testId }: Props) {
  const form = Form.useFormInstance();
  return (
    <Form.Item label={label} required={required} htmlFor={id}>
      <div className={styles.captchaRow}>
        <Form.Item name={name} noStyle rules={rules}>
          <Input
            id={id}
            placeholder={placeholder}
            autoComplete="off"
            maxLength={4}
            aria-label={label}
            onBlur={(e) => form.setFieldValue(name, e.target.value.trim())}
            data-testid={testId}
          />
        </Form.Item>
        <CaptchaImage captcha={captcha} />
      </div>
    </Form.Item>
  );
}
