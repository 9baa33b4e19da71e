import { lazy, Suspense, useState } from 'react';
import { Button, Checkbox, Form, Modal, Skeleton, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './agreement.module.css';

// The agreement is long prose: it loads only when someone opens it.
const UserAgreement = lazy(() => import('@/components/legal').then((m) => ({ default: m.UserAgreement })));

type Props = {
  /** Prefix of the test ids: `${p}agree`, `${p}agreement-open`, `${p}agreement-accept` (registration uses none). */
  testIdPrefix?: string;
};

/**
 * The "I have read and accept" checkbox (field `agree`) of registration and of the
 * third-party completion screens. The agreement opens in an 800 px dialog whose "accept"
 * ticks the box (reading it alone does not); the privacy policy opens in a new window,
 * without giving that window a handle on this one.
 */
export function AgreementField({ testIdPrefix = '' }: Props) {
  const { t } = useTranslation('agreement');
  const form = Form.useFormInstance();
  const [open, setOpen] = useState(false);
  const rule: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (value !== true) throw new Error(t('required'));
    },
  };
  const id = (name: string) => `${testIdPrefix}${name}`;

  return (
    <>
      <Form.Item name="agree" valuePropName="checked" rules={[rule]} validateTrigger="onChange" className={styles.field}>
        <Checkbox data-testid={id(testIdPrefix ? 'agree' : 'register-agree')}>
          {t('prefix')}{' '}
          <a
            href="/about/user-protocol"
            onClick={(e) => {
              e.preventDefault();
              setOpen(true);
            }}
            data-testid={id('agreement-open')}
          >
            {t('userAgreement')}
          </a>{' '}
          {t('and')}{' '}
          <a href="/about/privacy-protocol" target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()} data-testid={id('privacy-link')}>
            {t('privacyPolicy')}
            <span className={styles.srOnly}>{t('newWindow')}</span>
          </a>
        </Checkbox>
      </Form.Item>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        title={t('dialogTitle')}
        width={800}
        destroyOnHidden
        footer={
          <Button
            type="primary"
            onClick={() => {
              form.setFieldValue('agree', true);
              void form.validateFields(['agree']).catch(() => undefined);
              setOpen(false);
            }}
            data-testid={id('agreement-accept')}
          >
            {t('accept')}
          </Button>
        }
      >
        <div className={styles.body} data-testid={id('agreement-text')}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
            <UserAgreement idPrefix={`${testIdPrefix || 'register-'}agreement-`} />
          </Suspense>
        </div>
      </Modal>
    </>
  );
}
