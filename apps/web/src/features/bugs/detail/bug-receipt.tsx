import { App, Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BugReceipt as Receipt } from '@wardline/contract';
import { formatSecond } from './format';
import styles from './detail.module.css';

/** The receipt as plain lines: what "copy" puts on the clipboard, so anyone can keep and compare it. */
export function receiptText(receipt: Receipt): string {
  return [
    `holenumber: ${receipt.holenumber}`,
    `firstSeenAt: ${receipt.firstSeenAt}`,
    `sha256: ${receipt.digest}`,
    `prevSha256: ${receipt.prevDigest ?? '-'}`,
    `version: ${receipt.version}`,
  ].join('\n');
}

/** The submission receipt (issue 9 §1): number, first-seen time, digest chained to the project's previous report, version. */
export function BugReceipt({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('bugs');
  const { message } = App.useApp();
  const copy = () =>
    navigator.clipboard
      .writeText(receiptText(receipt))
      .then(() => message.success(t('receipt.copied')))
      .catch(() => message.error(t('receipt.copyFailed')));
  return (
    <section className={styles.card} aria-labelledby="bug-receipt-title" data-testid="bug-receipt">
      <div className={styles.header}>
        <h2 id="bug-receipt-title" className={styles.sectionTitle}>
          {t('detail.sections.receipt')}
        </h2>
        <Button size="small" onClick={() => void copy()} data-testid="receipt-copy">
          {t('receipt.copy')}
        </Button>
      </div>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'number', label: t('receipt.number'), children: <span data-testid="receipt-number">{receipt.holenumber}</span> },
          { key: 'firstSeen', label: t('receipt.firstSeen'), children: <span data-testid="receipt-first-seen">{formatSecond(receipt.firstSeenAt)}</span> },
          { key: 'digest', label: t('receipt.digest'), children: <code className={styles.code} data-testid="receipt-digest">{receipt.digest}</code> },
          {
            key: 'prev',
            label: t('receipt.prevDigest'),
            children: receipt.prevDigest ? <code className={styles.code} data-testid="receipt-prev">{receipt.prevDigest}</code> : <span data-testid="receipt-prev">{t('receipt.firstOfProject')}</span>,
          },
          { key: 'version', label: t('receipt.version'), children: <span data-testid="receipt-version">{receipt.version}</span> },
        ]}
      />
      <p className={styles.hint}>{t('receipt.explain')}</p>
    </section>
  );
}
