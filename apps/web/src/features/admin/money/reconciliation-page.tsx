import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { currencyLabels, enumLabel, type AdminReconciliationRun } from '@wardline/contract';
import { toLocale } from '@/lib/form-rules';
import { AdminPage } from '../components/admin-page';
import { formatDateTime } from '../components/format';
import { useListParams } from '../components/use-list-params';
import { useAdminT } from '../i18n';
import { useReconcile, useReconciliations } from './api';
import { EmptyText, FinanceOnly, Money } from './money-format';
import { tablePagination } from './money-table';

/**
 * /admin/reconciliation: the checks (every balance equals its entries, no pool below zero,
 * every transfer balanced, no report paid twice), run nightly and on demand; a run with
 * mismatches lists each one in its row, so nobody has to open anything to see trouble.
 */
export default function ReconciliationPage() {
  return (
    <FinanceOnly>
      <Reconciliation />
    </FinanceOnly>
  );
}

function Reconciliation() {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const [params, setParams] = useListParams([] as const);
  const list = useReconciliations(params);
  const reconcile = useReconcile(t('money.reconciliation.ran'));

  const columns: TableColumnsType<AdminReconciliationRun> = [
    { title: t('money.reconciliation.startedAt'), dataIndex: 'startedAt', width: 150, render: formatDateTime },
    { title: t('money.reconciliation.trigger'), dataIndex: 'trigger', width: 110, render: (v: AdminReconciliationRun['trigger']) => t(`money.reconciliation.triggers.${v}`) },
    {
      title: t('money.reconciliation.result'),
      dataIndex: 'ok',
      width: 110,
      render: (ok: boolean, row) => (
        <Tag color={ok ? 'green' : 'red'} data-testid={`reconciliation-result-${row.id}`}>
          {ok ? t('money.reconciliation.ok') : t('money.reconciliation.mismatch', { count: row.findings.length })}
        </Tag>
      ),
    },
    { title: t('money.reconciliation.accounts'), dataIndex: 'accounts', align: 'right', width: 100 },
    { title: t('money.reconciliation.transfers'), dataIndex: 'transfers', align: 'right', width: 100 },
    {
      title: t('money.reconciliation.findings'),
      key: 'findings',
      render: (_, row) =>
        row.findings.length === 0 ? (
          '—'
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid={`findings-${row.id}`}>
            {row.findings.map((f, i) => (
              <li key={i}>
                <strong>{t(`money.reconciliation.checks.${f.check}`)}</strong> {f.subject}: {f.detail}
              </li>
            ))}
          </ul>
        ),
    },
  ];

  const totalColumns: TableColumnsType<AdminReconciliationRun['totals'][number]> = [
    { title: t('money.reconciliation.kind'), dataIndex: 'kind', render: (k: string) => t(`money.reconciliation.kinds.${k}`, { defaultValue: k }) },
    { title: t('money.currency'), dataIndex: 'currency', render: (c: AdminReconciliationRun['totals'][number]['currency']) => enumLabel(currencyLabels, c, locale) },
    { title: t('money.reconciliation.balance'), key: 'balance', align: 'right', render: (_, row) => <Money value={row.balance} currency={row.currency} /> },
  ];

  return (
    <AdminPage
      title={t('money.reconciliation.title')}
      intro={t('money.reconciliation.intro')}
      extra={
        <Button type="primary" loading={reconcile.isPending} onClick={() => reconcile.mutate(undefined)} data-testid="reconcile-now">
          {t('money.reconciliation.run')}
        </Button>
      }
    >
      <Table<AdminReconciliationRun>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: <EmptyText>{list.isError ? list.error.message : t('money.reconciliation.empty')}</EmptyText> }}
        scroll={{ x: 1000 }}
        expandable={{ expandedRowRender: (row) => <Table rowKey={(r) => `${r.kind}-${r.currency}`} size="small" columns={totalColumns} dataSource={row.totals} pagination={false} /> }}
        pagination={tablePagination(t, params, list.data?.total, setParams)}
      />
    </AdminPage>
  );
}
