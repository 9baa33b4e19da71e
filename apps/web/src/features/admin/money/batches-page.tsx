import { App, Button, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { enumLabel, settlementBatchKindLabels, type AdminSettlementBatch } from '@wardline/contract';
import { toLocale } from '@/lib/form-rules';
import { AdminPage } from '../components/admin-page';
import { formatDateTime } from '../components/format';
import { useListParams } from '../components/use-list-params';
import { useAdminT } from '../i18n';
import { useBatches, useRunSettlement } from './api';
import { EmptyText, FinanceOnly, Money } from './money-format';
import { tablePagination } from './money-table';

/** /admin/settlement: settlement batches newest first (monthly, on demand, advance payments) with their gross, tax and net; "run settlement now". */
export default function BatchesPage() {
  return (
    <FinanceOnly>
      <Batches />
    </FinanceOnly>
  );
}

/** The figures every batch shows, here and on its own page. */
export function useBatchColumns(): TableColumnsType<AdminSettlementBatch> {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  return [
    { title: t('money.batches.period'), dataIndex: 'period', width: 100 },
    { title: t('money.batches.kind'), dataIndex: 'kind', width: 110, render: (k: AdminSettlementBatch['kind']) => <Tag>{enumLabel(settlementBatchKindLabels, k, locale)}</Tag> },
    { title: t('money.batches.createdAt'), dataIndex: 'createdAt', width: 150, render: formatDateTime },
    { title: t('money.batches.createdBy'), dataIndex: 'createdBy', width: 120, render: (v: string | null) => v ?? t('money.batches.scheduler') },
    { title: t('money.batches.payouts'), dataIndex: 'payouts', align: 'right', width: 90 },
    { title: t('money.batches.paid'), dataIndex: 'paid', align: 'right', width: 90 },
    { title: t('money.batches.failed'), dataIndex: 'failed', align: 'right', width: 90 },
    { title: t('money.batches.unpaidReports'), dataIndex: 'unpaidReports', align: 'right', width: 110 },
    { title: t('money.gross'), key: 'gross', align: 'right', render: (_, row) => <Money value={row.gross} /> },
    { title: t('money.tax'), key: 'tax', align: 'right', render: (_, row) => <Money value={row.tax} /> },
    { title: t('money.net'), key: 'net', align: 'right', render: (_, row) => <Money value={row.net} /> },
  ];
}

function Batches() {
  const { t } = useAdminT();
  const { modal } = App.useApp();
  const [params, setParams] = useListParams([] as const);
  const list = useBatches(params);
  const run = useRunSettlement(t('money.batches.ran'));
  const columns: TableColumnsType<AdminSettlementBatch> = [
    ...useBatchColumns(),
    {
      title: t('common.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, row) => (
        <Link to={`/admin/settlement/${row.id}`} data-testid={`batch-${row.id}`}>
          {t('common.detail')}
        </Link>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('money.batches.title')}
      intro={t('money.batches.intro')}
      extra={
        <Button
          type="primary"
          loading={run.isPending}
          data-testid="run-settlement"
          onClick={() =>
            modal.confirm({
              title: t('money.batches.runConfirmTitle'),
              content: t('money.batches.runConfirmBody'),
              okText: t('money.batches.run'),
              cancelText: t('common.cancel'),
              onOk: () => run.mutateAsync(undefined).catch(() => undefined),
            })
          }
        >
          {t('money.batches.run')}
        </Button>
      }
    >
      <Table<AdminSettlementBatch>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: <EmptyText>{list.isError ? list.error.message : t('money.batches.empty')}</EmptyText> }}
        scroll={{ x: 1300 }}
        pagination={tablePagination(t, params, list.data?.total, setParams)}
      />
    </AdminPage>
  );
}
