import { Alert, Button, Result } from 'antd';
import { TRUSTED_AUTH_REVIEW_WORKING_DAYS, type TrustedAuthSignInfo } from '@wardline/contract';
import { useTrustedAuthT } from '../i18n';

/** Step 5: waiting for staff (checkCredible), trusted (credible), or refused with the reason and a retry (failCredible). */
export function ResultStep({ info, onRetry }: { info: TrustedAuthSignInfo; onRetry: () => void }) {
  const { t } = useTrustedAuthT();
  if (info.status === 'credible') return <Result status="success" title={t('result.credible')} data-testid="result-credible" />;
  if (info.status === 'failCredible') {
    return (
      <Result
        status="warning"
        title={t('result.failCredible')}
        subTitle={info.attempt?.rejectReason ? t('result.reason', { reason: info.attempt.rejectReason }) : undefined}
        extra={
          <Button type="primary" onClick={onRetry} data-testid="result-retry">
            {t('result.retry')}
          </Button>
        }
        data-testid="result-failCredible"
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      title={t('result.checkCredible', { min: TRUSTED_AUTH_REVIEW_WORKING_DAYS.min, max: TRUSTED_AUTH_REVIEW_WORKING_DAYS.max })}
      data-testid="result-checkCredible"
    />
  );
}
