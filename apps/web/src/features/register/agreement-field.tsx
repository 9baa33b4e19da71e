import { useState } from 'react';
import { Checkbox, Form, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { AgreementDialog } from './agreement-dialog';
import styles from './register.module.css';

/**
 * The "I have read and accept" checkbox (field `agree`). The agreement opens in a dialog;
 * the privacy policy opens in a new window, without giving that window a handle on this one.
 */
export function AgreementField() {
  const { t } = useTranslation('register');
  const form = Form.useFormInstance();
  const [open, setOpen] = useState(false);
  const rule: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (value !== true) throw new Error(t('userAgreementMsg'));
    },
  };

  return (
    <>
      <Form.Item name="agree" valuePropName="checked" rules={[rule]} validateTrigger="onChange" className={styles.agreement}>
        <Checkbox data-testid="register-agree">
          {t('agreement.prefix')}{' '}
          <a
            href="/about/user-protocol"
            onClick={(e) => {
              // Reading it must not tick the box: the link opens the dialog instead.
              e.preventDefault();
              setOpen(true);
            }}
            data-testid="agreement-open"
          >
            {t('agreement.userAgreement')}
          </a>{' '}
          {t('agreement.and')}{' '}
          <a href="/about/privacy-protocol" target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()} data-testid="privacy-link">
            {t('agreement.privacyPolicy')}
            <span className={styles.srOnly}>{t('agreement.newWindow')}</span>
          </a>
        </Checkbox>
      </Form.Item>
      <AgreementDialog
        open={open}
        onClose={() => setOpen(false)}
        onAccept={() => {
          form.setFieldValue('agree', true);
          void form.validateFields(['agree']).catch(() => undefined);
          setOpen(false);
        }}
      />
    </>
  );
}
