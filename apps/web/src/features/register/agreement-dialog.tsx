import { lazy, Suspense } from 'react';
import { Button, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './register.module.css';

// The agreement is long prose: it loads only when someone opens it.
const UserAgreement = lazy(() => import('@/components/legal').then((m) => ({ default: m.UserAgreement })));

type Props = { open: boolean; onClose: () => void; onAccept: () => void };

/** The user agreement in an 800 px dialog; "accept" ticks the checkbox for the reader. */
export function AgreementDialog({ open, onClose, onAccept }: Props) {
  const { t } = useTranslation('register');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('agreement.dialogTitle')}
      width={800}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onAccept} data-testid="agreement-accept">
          {t('agreement.accept')}
        </Button>
      }
    >
      <div className={styles.agreementBody} data-testid="agreement-text">
        <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
          <UserAgreement idPrefix="register-agreement-" />
        </Suspense>
      </div>
    </Modal>
  );
}
