import { useState } from 'react';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { AdminDeposit } from '@wardline/contract';
import { AdminPage } from '../components/admin-page';
import { formatDateTime } from '../components/format';
import { useListParams } from '../components/use-list-params';
import { useAdminT } from '../i18n';
import { useDeposits } from './api';
import { DepositDialog } from './deposit-dialog';
import { EmptyText, FinanceOnly, Money } from './money-format';
import { tablePagination } from './money-table';

/** /admin/deposits: bank transfers recorded, newest first (one company's with ?company=), and the form recording one. */
export default function DepositsPage() {
  return (
    <FinanceOnly>
      <Deposits />
    </FinanceOnly>
  );
}

function Deposits() {
  const { t } = useAdminT();
  const [params, setParams] = useListParams(['company'] as const);
  const list = useDeposits(params);
  const [recording, setRecording] = useState(false);
  const filtered = list.data?.data.find((d) => d.company.id === params.company)?.company;

  const columns: TableColumnsType<AdminDeposit> = [
    { title: t('money.deposits.at'), dataIndex: 'createdAt', width: 150, render: formatDateTime },
    { title: t('money.deposits.company'), key: 'company', render: (_, row) => <Link to={`/admin/deposits?company=${row.company.id}`}>{row.company.name}</Link> },
    { title: t('money.deposits.amount'), key: 'amount', align: 'right', render: (_, row) => <Money value={row.amount} currency={row.currency} /> },
    { title: t('money.deposits.bankReference'), dataIndex: 'bankReference' },
    { title: t('money.deposits.note'), dataIndex: 'note', ellipsis: true, render: (v: string) => v || '—' },
    { title: t('money.deposits.recordedBy'), dataIndex: 'recordedBy', width: 140 },
  ];

  return (
    <AdminPage
      title={t('money.deposits.title')}
      intro={t('money.deposits.intro')}
      extra={
        <Button type="primary" onClick={() => setRecording(true)} data-testid="record-deposit">
          {t('money.deposits.record')}
        </Button>
      }
    >
      {params.company && (
        <Tag closable onClose={() => setParams({ company: undefined })} style={{ marginBottom: 12 }} data-testid="deposit-company-filter">
          {t('money.deposits.ofCompany', { company: filtered?.name ?? params.company })}
        </Tag>
      )}
      <Table<AdminDeposit>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: <EmptyText>{list.isError ? list.error.message : t('money.deposits.empty')}</EmptyText> }}
        scroll={{ x: 900 }}
        pagination={tablePagination(t, params, list.data?.total, setParams)}
      />
      <DepositDialog open={recording} onClose={() => setRecording(false)} />
    </AdminPage>
  );
}
