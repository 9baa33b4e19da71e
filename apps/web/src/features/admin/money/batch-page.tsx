import { useState } from 'react';
import { App, Button, Result, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link, useParams } from 'react-router';
import { bugStatusLabels, enumLabel, payoutStateLabels, type AdminPayout, type AdminSettlementBatchDetail, type PayoutState } from '@wardline/contract';
import { toLocale } from '@/lib/form-rules';
import { AdminPage } from '../components/admin-page';
import { formatDateTime } from '../components/format';
import { ReasonDialog } from '../components/reason-dialog';
import { useAdminT } from '../i18n';
import { useBatch, useMarkPayout, usePayInAdvance, useRetryPayout } from './api';
import { useBatchColumns } from './batches-page';
import { EmptyText, FinanceOnly, Money, formatMoney } from './money-format';

type Unpaid = AdminSettlementBatchDetail['unpaidList'][number];
// Preset colours whose text keeps 4.5:1 on their own background (the status colours 'processing' and 'success' do not).
const STATE_COLOURS: Record<PayoutState, string | undefined> = { queued: undefined, sent: 'blue', paid: 'green', failed: 'red' };

/**
 * /admin/settlement/:id: one batch, each payout with its payee, gross, tax and net, its state
 * and its reports' states (inPayment, paid → end, paymentFailed, advancePayment), and the
 * reports it left unpaid for want of a certified bank card. Staff record a result by hand
 * (development provider), send a failed payout again, or pay an unpaid report in advance.
 */
export default function BatchPage() {
  return (
    <FinanceOnly>
      <Batch />
    </FinanceOnly>
  );
}

function Batch() {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const { modal } = App.useApp();
  const id = useParams().id ?? '';
  const batch = useBatch(id);
  const summary = useBatchColumns();
  const mark = useMarkPayout(t('money.payouts.marked'));
  const retry = useRetryPayout(t('money.payouts.retried'));
  const advance = usePayInAdvance(t('money.payable.advanced'));
  const [failing, setFailing] = useState<AdminPayout | null>(null);
  // Every payout shows its reports until staff fold it away (a list arriving later is open too).
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());

  if (batch.isError) {
    return <Result status="warning" title={batch.error.message} extra={<Link to="/admin/settlement">{t('money.batch.back')}</Link>} />;
  }
  const data = batch.data;

  const confirm = (title: string, okText: string, onOk: () => Promise<unknown>) =>
    modal.confirm({ title, okText, cancelText: t('common.cancel'), onOk: () => onOk().catch(() => undefined) });

  const payoutColumns: TableColumnsType<AdminPayout> = [
    { title: t('money.payouts.hacker'), key: 'hacker', render: (_, row) => row.hacker.nickname },
    {
      title: t('money.payouts.payee'),
      key: 'payee',
      render: (_, row) => (
        <span>
          {row.payee.name} · {row.payee.bankName} · {row.payee.cardMasked}
        </span>
      ),
    },
    { title: t('money.gross'), key: 'gross', align: 'right', render: (_, row) => <Money value={row.gross} currency={row.currency} testId={`gross-${row.id}`} /> },
    { title: t('money.tax'), key: 'tax', align: 'right', render: (_, row) => <Money value={row.tax} currency={row.currency} testId={`tax-${row.id}`} /> },
    { title: t('money.net'), key: 'net', align: 'right', render: (_, row) => <Money value={row.net} currency={row.currency} testId={`net-${row.id}`} /> },
    {
      title: t('money.payouts.state'),
      key: 'state',
      width: 120,
      render: (_, row) => (
        <Tag color={STATE_COLOURS[row.state]} data-testid={`payout-state-${row.id}`}>
          {enumLabel(payoutStateLabels, row.state, locale)}
        </Tag>
      ),
    },
    { title: t('money.payouts.attempts'), dataIndex: 'attempts', align: 'right', width: 80 },
    { title: t('money.payouts.lastError'), dataIndex: 'lastError', ellipsis: true, render: (v: string | null) => v ?? '—' },
    { title: t('money.payouts.decidedAt'), dataIndex: 'decidedAt', width: 150, render: formatDateTime },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap>
          {(row.state === 'sent' || row.state === 'queued') && (
            <>
              <Button type="link" data-testid={`mark-paid-${row.id}`} onClick={() => confirm(t('money.payouts.markPaidConfirm', { net: formatMoney(row.net, row.currency), name: row.payee.name }), t('money.payouts.markPaid'), () => mark.mutateAsync({ id: row.id, body: { result: 'paid' } }))}>
                {t('money.payouts.markPaid')}
              </Button>
              <Button type="link" danger data-testid={`mark-failed-${row.id}`} onClick={() => setFailing(row)}>
                {t('money.payouts.markFailed')}
              </Button>
            </>
          )}
          {row.state === 'failed' && (
            <Button type="link" data-testid={`retry-${row.id}`} onClick={() => confirm(t('money.payouts.retryConfirm', { name: row.hacker.nickname }), t('money.payouts.retry'), () => retry.mutateAsync(row.id))}>
              {t('money.payouts.retry')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const reportColumns: TableColumnsType<AdminPayout['reports'][number]> = [
    { title: t('money.report.number'), dataIndex: 'holeNumber', width: 140 },
    { title: t('money.report.title'), dataIndex: 'title', ellipsis: true },
    { title: t('money.report.project'), dataIndex: 'projectName', ellipsis: true },
    { title: t('money.gross'), dataIndex: 'gross', align: 'right', render: (v: string) => formatMoney(v) },
    { title: t('money.tax'), dataIndex: 'tax', align: 'right', render: (v: string) => formatMoney(v) },
    { title: t('money.net'), dataIndex: 'net', align: 'right', render: (v: string) => formatMoney(v) },
    { title: t('money.report.state'), dataIndex: 'state', width: 120, render: (s: AdminPayout['reports'][number]['state']) => <Tag data-testid="report-state">{enumLabel(bugStatusLabels, s, locale)}</Tag> },
  ];

  const unpaidColumns: TableColumnsType<Unpaid> = [
    { title: t('money.report.number'), dataIndex: 'holeNumber', width: 140 },
    { title: t('money.report.title'), dataIndex: 'title', ellipsis: true },
    { title: t('money.payouts.hacker'), key: 'hacker', render: (_, row) => row.hacker.nickname },
    { title: t('money.gross'), key: 'gross', align: 'right', render: (_, row) => <Money value={row.gross} currency={row.currency} /> },
    { title: t('money.report.state'), key: 'state', width: 120, render: () => <Tag>{enumLabel(bugStatusLabels, 'unpaid', locale)}</Tag> },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 130,
      render: (_, row) => (
        <Button type="link" data-testid={`advance-${row.id}`} onClick={() => confirm(t('money.payable.advanceConfirm', { number: row.holeNumber, gross: formatMoney(row.gross, row.currency) }), t('money.payable.advance'), () => advance.mutateAsync(row.id))}>
          {t('money.payable.advance')}
        </Button>
      ),
    },
  ];

  return (
    <AdminPage title={t('money.batch.title', { period: data?.period ?? '' })} intro={t('money.batch.intro')} extra={<Link to="/admin/settlement">{t('money.batch.back')}</Link>}>
      <Table rowKey="id" columns={summary} dataSource={data ? [data] : []} loading={batch.isFetching} pagination={false} scroll={{ x: 1100 }} data-testid="batch-summary" />
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {t('money.batch.payouts')}
      </Typography.Title>
      <Table<AdminPayout>
        rowKey="id"
        columns={payoutColumns}
        dataSource={data?.payoutList ?? []}
        loading={batch.isFetching}
        locale={{ emptyText: <EmptyText>{t('money.batch.noPayouts')}</EmptyText> }}
        scroll={{ x: 1400 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: (count) => t('common.total', { count }) }}
        expandable={{
          expandedRowRender: (row) => <Table rowKey="id" size="small" columns={reportColumns} dataSource={row.reports} pagination={false} />,
          rowExpandable: (row) => row.reports.length > 0,
          expandedRowKeys: (data?.payoutList ?? []).map((p) => p.id).filter((key) => !folded.has(key)),
          onExpand: (open, row) => setFolded((prev) => {
            const next = new Set(prev);
            if (open) next.delete(row.id);
            else next.add(row.id);
            return next;
          }),
        }}
      />
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {t('money.batch.unpaid')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('money.batch.unpaidIntro')}</Typography.Paragraph>
      <Table<Unpaid>
        rowKey="id"
        columns={unpaidColumns}
        dataSource={data?.unpaidList ?? []}
        locale={{ emptyText: <EmptyText>{t('money.batch.noUnpaid')}</EmptyText> }}
        scroll={{ x: 900 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: (count) => t('common.total', { count }) }}
      />
      <ReasonDialog
        open={failing !== null}
        title={t('money.payouts.markFailedTitle')}
        hint={t('money.payouts.markFailedHint')}
        okText={t('money.payouts.markFailed')}
        onSubmit={(reason) => mark.mutateAsync({ id: failing?.id ?? '', body: { result: 'failed', reason } })}
        onClose={() => setFailing(null)}
      />
    </AdminPage>
  );
}
