import { useState } from 'react';
import { Alert, App, Button, Table, type TableColumnsType } from 'antd';
import type { AdminFundingItem } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { AdminPage } from '../components/admin-page';
import { formatDateTime } from '../components/format';
import { useListParams } from '../components/use-list-params';
import { useAdminT } from '../i18n';
import { useEscrow, useFundingQueue } from './api';
import { EmptyText, FinanceOnly, Money, formatMoney } from './money-format';
import { tablePagination } from './money-table';

/**
 * /admin/funding: approved bug bounty projects waiting in `audited` until their company's
 * balance covers pool and fee, oldest first. A deposit escrows them by itself; "escrow now"
 * is for staff who do not want to wait for the job, and says plainly how much is missing.
 */
export default function FundingPage() {
  return (
    <FinanceOnly>
      <Funding />
    </FinanceOnly>
  );
}

function Funding() {
  const { t } = useAdminT();
  const { modal } = App.useApp();
  const [params, setParams] = useListParams([] as const);
  const list = useFundingQueue(params);
  const escrow = useEscrow(t('money.funding.escrowed'));
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = (row: AdminFundingItem) =>
    modal.confirm({
      title: t('money.funding.confirmTitle', { project: row.name }),
      content: t('money.funding.confirmBody', { total: formatMoney(row.total, row.currency), company: row.company.name }),
      okText: t('money.funding.escrow'),
      cancelText: t('common.cancel'),
      onOk: () => {
        setRefusal(null);
        escrow.mutate(row.id, { onError: (error) => setRefusal(error instanceof ApiError && error.message ? error.message : String(error)) });
      },
    });

  const columns: TableColumnsType<AdminFundingItem> = [
    { title: t('money.funding.project'), dataIndex: 'name', ellipsis: true },
    { title: t('money.funding.company'), key: 'company', ellipsis: true, render: (_, row) => row.company.name },
    { title: t('money.funding.pool'), key: 'pool', align: 'right', render: (_, row) => <Money value={row.pool} currency={row.currency} /> },
    { title: t('money.funding.fee'), key: 'fee', align: 'right', render: (_, row) => <Money value={row.fee} currency={row.currency} /> },
    { title: t('money.funding.total'), key: 'total', align: 'right', render: (_, row) => <Money value={row.total} currency={row.currency} /> },
    { title: t('money.funding.balance'), key: 'balance', align: 'right', render: (_, row) => <Money value={row.balance} currency={row.currency} /> },
    {
      title: t('money.funding.short'),
      key: 'short',
      align: 'right',
      render: (_, row) => <Money value={row.short} currency={row.currency} danger={row.short !== '0.00'} testId={`short-${row.id}`} />,
    },
    { title: t('money.funding.approvedAt'), dataIndex: 'approvedAt', width: 150, render: formatDateTime },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" onClick={() => confirm(row)} data-testid={`escrow-${row.id}`}>
          {t('money.funding.escrow')}
        </Button>
      ),
    },
  ];

  return (
    <AdminPage title={t('money.funding.title')} intro={t('money.funding.intro')}>
      {refusal && <Alert type="error" showIcon closable onClose={() => setRefusal(null)} title={refusal} style={{ marginBottom: 16 }} data-testid="escrow-refusal" />}
      <Table<AdminFundingItem>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: <EmptyText>{list.isError ? list.error.message : t('money.funding.empty')}</EmptyText> }}
        scroll={{ x: 1100 }}
        pagination={tablePagination(t, params, list.data?.total, setParams)}
      />
    </AdminPage>
  );
}
