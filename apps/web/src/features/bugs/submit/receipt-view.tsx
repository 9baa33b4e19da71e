import { Button, Descriptions, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BugReceipt } from '@wardline/contract';
import { formatDateTime } from './format-time';
import styles from './submit.module.css';

/** After a submission or an update: the receipt (issue 9 §1) and the way to the report. */
export function ReceiptView({ receipt, updated }: { receipt: BugReceipt; updated: boolean }) {
  const { t } = useTranslation('bugSubmit');
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={updated ? t('submit.receipt.updatedTitle') : t('submit.receipt.title')}
      subTitle={t('submit.receipt.explain')}
      data-testid="bug-receipt"
      extra={[
        <Button key="view" type="primary" onClick={() => void navigate(`/userCenter/bugPage/detail/${encodeURIComponent(receipt.id)}`)} data-testid="receipt-view">
          {t('submit.receipt.view')}
        </Button>,
        <Button key="mine" onClick={() => void navigate('/userCenter/myBug')}>
          {t('submit.receipt.myBugs')}
        </Button>,
      ]}
    >
      <Descriptions
        column={1}
        bordered
        layout="vertical"
        size="small"
        className={styles.receipt}
        items={[
          { key: 'number', label: t('submit.receipt.number'), children: <span data-testid="receipt-number">{receipt.holenumber}</span> },
          { key: 'time', label: t('submit.receipt.firstSeen'), children: <span data-testid="receipt-time">{formatDateTime(receipt.firstSeenAt)}</span> },
          ...(updated ? [{ key: 'version', label: t('submit.receipt.version'), children: receipt.version }] : []),
          {
            key: 'digest',
            label: t('submit.receipt.digest'),
            children: (
              <Typography.Text code copyable className={styles.digest} data-testid="receipt-digest">
                {receipt.digest}
              </Typography.Text>
            ),
          },
        ]}
      />
    </Result>
  );
}
