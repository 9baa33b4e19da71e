import { lazy, Suspense, useState } from 'react';
import { Button, Checkbox, Form, Modal, Skeleton, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './third-party.module.css';

// The agreement is long prose: it loads only when someone opens it.
const UserAgreement = lazy(() => import('@/components/legal').then((m) => ({ default: m.UserAgreement })));

/**
 * The agreement checkbox of bindCompleteInfo (field `agree`): the agreement opens in an
 * 800 px dialog whose "accept" ticks the box; the privacy policy opens in a new window.
 */
export function AgreementField() {
  const { t } = useTranslation('thirdParty');
  const form = Form.useFormInstance();
  const [open, setOpen] = useState(false);
  const rule: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (value !== true) throw new Error(t('agreement.required'));
    },
  };
  return (
    <>
      <Form.Item name="agree" valuePropName="checked" rules={[rule]} validateTrigger="onChange" className={styles.agreement}>
        <Checkbox data-testid="bind-agree">
          {t('agreement.prefix')}{' '}
          <a
            href="/about/user-protocol"
            onClick={(e) => {
              e.preventDefault();
              setOpen(true);
            }}
            data-testid="bind-agreement-open"
          >
            {t('agreement.userAgreement')}
          </a>{' '}
          {t('agreement.and')}{' '}
          <a href="/about/privacy-protocol" target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
            {t('agreement.privacyPolicy')}
            <span className={styles.srOnly}>{t('agreement.newWindow')}</span>
          </a>
        </Checkbox>
      </Form.Item>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        title={t('agreement.dialogTitle')}
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
            data-testid="bind-agreement-accept"
          >
            {t('agreement.accept')}
          </Button>
        }
      >
        <div className={styles.agreementBody}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
            <UserAgreement idPrefix="bind-agreement-" />
          </Suspense>
        </div>
      </Modal>
    </>
  );
}
