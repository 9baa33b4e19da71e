import { useState } from 'react';
import { Alert, App, Button, Flex, Segmented, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { CURRENCIES, currencyLabels, ledgerTransferKindLabels, payoutStateLabels, type Currency, type StatementLine } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { formatYuan } from '@/lib/money-text';
import { useDocumentTitle } from '@/lib/document-title';
import { toLocale } from '@/lib/form-rules';
import { downloadStatement, useStatement } from './api/statement';
import { useAccountCentreT } from './i18n';
import styles from './account-centre.module.css';

const pad = (n: number) => String(n).padStart(2, '0');
const formatTime = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/**
 * /userCenter/statement (designed; issue 10 §2): every movement of the holder's account — a
 * hacker's (or supplier's) earnings, a company's balance — newest first, with its report and
 * project, a settlement's gross, tax withheld and net, the balance after it; per currency, in
 * pages of 20 (keyset: Next carries the server's cursor, Previous goes back along the cursors
 * seen), and the whole statement as an xlsx.
 */
export default function StatementPage() {
  const { t, i18n } = useAccountCentreT();
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  useDocumentTitle(t('statement.title'));
  const [currency, setCurrency] = useState<Currency>('rmb');
  // cursors[i] is where page i+1 starts; page 1 starts at the newest movement.
  const [cursors, setCursors] = useState<string[]>([]);
  const [downloading, setDownloading] = useState(false);
  const cursor = cursors.at(-1);
  const statement = useStatement(currency, cursor);
  const page = statement.data;

  const chooseCurrency = (next: Currency) => {
    setCurrency(next);
    setCursors([]);
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadStatement(currency);
    } catch (error) {
      void message.error(error instanceof ApiError && error.message ? error.message : t('statement.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const columns: TableColumnsType<StatementLine> = [
    { title: t('statement.at'), dataIndex: 'at', width: 150, render: formatTime },
    { title: t('statement.kind'), dataIndex: 'kind', width: 130, render: (k: StatementLine['kind']) => ledgerTransferKindLabels[k]?.[locale] ?? k },
    {
      title: t('statement.report'),
      key: 'report',
      render: (_, row) =>
        row.bug ? (
          <span>
            {row.bug.holeNumber} {row.bug.title}
          </span>
        ) : (
          '—'
        ),
    },
    { title: t('statement.project'), key: 'project', render: (_, row) => row.project?.name ?? '—' },
    {
      title: t('statement.amount'),
      key: 'amount',
      align: 'right',
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap', fontWeight: 600 }} data-testid="statement-amount">
          {formatYuan(row.amount, currency, { signed: true })}
        </span>
      ),
    },
    {
      title: t('statement.payout'),
      key: 'payout',
      render: (_, row) =>
        row.payout ? (
          <span data-testid="statement-payout" style={{ whiteSpace: 'nowrap' }}>
            {t('statement.gross')} {formatYuan(row.payout.gross, currency)} · {t('statement.tax')} {formatYuan(row.payout.tax, currency)} · {t('statement.net')}{' '}
            {formatYuan(row.payout.net, currency)} <Tag>{payoutStateLabels[row.payout.state]?.[locale] ?? row.payout.state}</Tag>
          </span>
        ) : (
          '—'
        ),
    },
    { title: t('statement.balanceAfter'), key: 'balanceAfter', align: 'right', render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatYuan(row.balanceAfter, currency)}</span> },
  ];

  return (
    <main className={styles.page}>
      <Typography.Title level={1} className={styles.title}>
        {t('statement.title')}
      </Typography.Title>
      <Typography.Paragraph className={styles.muted}>{t(page?.account === 'companyBalance' ? 'statement.introCompany' : 'statement.introHacker')}</Typography.Paragraph>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Space wrap>
          <Segmented<Currency>
            value={currency}
            onChange={chooseCurrency}
            options={CURRENCIES.map((value) => ({ value, label: currencyLabels[value][locale] }))}
            aria-label={t('statement.currency')}
            data-testid="statement-currency"
          />
          {page && (
            <span data-testid="statement-balance">
              {t(page.account === 'companyBalance' ? 'statement.balanceCompany' : 'statement.balanceHacker')}: <strong>{formatYuan(page.balance, currency)}</strong>
            </span>
          )}
        </Space>
        <Space wrap>
          <Link to="/userCenter/myAccount">{t('statement.back')}</Link>
          <Button type="primary" onClick={() => void download()} loading={downloading} data-testid="statement-download">
            {t('statement.download')}
          </Button>
        </Space>
      </Flex>
      {statement.isError && <Alert type="error" showIcon title={statement.error.message || t('loadFailed')} style={{ marginBottom: 16 }} />}
      <Table<StatementLine>
        rowKey={(row) => `${row.at}-${row.kind}-${row.balanceAfter}-${row.amount}`}
        columns={columns}
        dataSource={page?.data ?? []}
        loading={statement.isFetching}
        locale={{ emptyText: <span className={styles.muted}>{t('statement.empty')}</span> }}
        scroll={{ x: 1000 }}
        pagination={false}
      />
      <Flex justify="flex-end" align="center" gap={12} style={{ marginTop: 16 }}>
        <span data-testid="statement-page">{t('statement.page', { page: cursors.length + 1 })}</span>
        <Button disabled={cursors.length === 0} onClick={() => setCursors((c) => c.slice(0, -1))} data-testid="statement-previous">
          {t('statement.previous')}
        </Button>
        <Button disabled={!page?.nextCursor} onClick={() => page?.nextCursor && setCursors((c) => [...c, page.nextCursor!])} data-testid="statement-next">
          {t('statement.next')}
        </Button>
      </Flex>
    </main>
  );
}
