import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CertificationReviewState } from '@wardline/contract';
import styles from '../certification.module.css';

type Props = { review: CertificationReviewState; rejectReason: string | null; onUpdate?: () => void };

/** Where the latest submission stands: under review, rejected with the staff's reason, or approved (with an update link). */
export function ReviewNotice({ review, rejectReason, onUpdate }: Props) {
  const { t } = useTranslation('certification');
  if (review === 'pending') {
    return <Alert type="warning" showIcon title={t('review.pendingTitle')} description={t('review.pendingText')} data-testid="review-pending" />;
  }
  if (review === 'rejected') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('review.rejectedTitle')}
        description={
          <>
            <div data-testid="reject-reason">{t('review.rejectedReason', { reason: rejectReason ?? '' })}</div>
            <div>{t('review.rejectedText')}</div>
          </>
        }
        data-testid="review-rejected"
      />
    );
  }
  return (
    <Alert
      type="success"
      showIcon
      title={t('review.approvedTitle')}
      description={
        <>
          <div>{t('review.approvedText')}</div>
          {onUpdate && (
            <Button size="small" className={styles.noticeAction} onClick={onUpdate} data-testid="to-update">
              {t('actions.toUpdate')}
            </Button>
          )}
        </>
      }
      data-testid="review-approved"
    />
  );
}
