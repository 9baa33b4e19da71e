import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CertificationReviewState } from '@wardline/contract';
import styles from '../certification.module.css';

type Props = {
  review: CertificationReviewState;
  rejectReason: string | null;
  /** The submission updates a certification in force, which stays in force while it waits and if it is rejected. */
  isUpdate?: boolean;
  onUpdate?: () => void;
};

/**
 * Where the latest submission stands: under review, rejected with the staff's reason, or
 * approved (with an update link). An update says that the certification stays in force.
 */
export function ReviewNotice({ review, rejectReason, isUpdate = false, onUpdate }: Props) {
  const { t } = useTranslation('certification');
  if (review === 'pending') {
    return isUpdate ? (
      <Alert type="info" showIcon title={t('review.updatePendingTitle')} description={t('review.updatePendingText')} data-testid="review-update-pending" />
    ) : (
      <Alert type="warning" showIcon title={t('review.pendingTitle')} description={t('review.pendingText')} data-testid="review-pending" />
    );
  }
  if (review === 'rejected') {
    return (
      <Alert
        type={isUpdate ? 'warning' : 'error'}
        showIcon
        title={isUpdate ? t('review.updateRejectedTitle') : t('review.rejectedTitle')}
        description={
          <>
            <div data-testid="reject-reason">{t('review.rejectedReason', { reason: rejectReason ?? '' })}</div>
            <div>{isUpdate ? t('review.updateRejectedText') : t('review.rejectedText')}</div>
          </>
        }
        data-testid={isUpdate ? 'review-update-rejected' : 'review-rejected'}
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
