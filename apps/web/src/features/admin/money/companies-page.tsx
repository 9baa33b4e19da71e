import { useState } from 'react';
import { Button, Input, Space, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { AdminMoneyCompany } from '@wardline/contract';
import { AdminPage } from '../components/admin-page';
import { useListParams } from '../components/use-list-params';
import { useAdminT } from '../i18n';
import { useMoneyCompanies } from './api';
import { DepositDialog } from './deposit-dialog';
import { EmptyText, FinanceOnly, Money } from './money-format';
import { tablePagination } from './money-table';

/** /admin/balances: every company's balance (free to escrow) and waiting money (left in its pools), in both currencies. */
export default function CompaniesPage() {
  return (
    <FinanceOnly>
      <Companies />
    </FinanceOnly>
  );
}

function Companies() {
  const { t } = useAdminT();
  const [params, setParams] = useListParams(['search'] as const);
  const list = useMoneyCompanies(params);
  const [depositFor, setDepositFor] = useState<{ id: string; name: string } | undefined>();

  const columns: TableColumnsType<AdminMoneyCompany> = [
    { title: t('money.companies.name'), dataIndex: 'name', ellipsis: true },
    { title: t('money.companies.rmbBalance'), key: 'rmbBalance', align: 'right', render: (_, row) => <Money value={row.rmbBalance} currency="rmb" testId={`balance-${row.id}`} /> },
    { title: t('money.companies.rmbWaiting'), key: 'rmbWaiting', align: 'right', render: (_, row) => <Money value={row.rmbWaiting} currency="rmb" /> },
    { title: t('money.companies.dollarBalance'), key: 'dollarBalance', align: 'right', render: (_, row) => <Money value={row.dollarBalance} currency="dollar" /> },
    { title: t('money.companies.dollarWaiting'), key: 'dollarWaiting', align: 'right', render: (_, row) => <Money value={row.dollarWaiting} currency="dollar" /> },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 200,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" onClick={() => setDepositFor({ id: row.id, name: row.name })} data-testid={`deposit-for-${row.id}`}>
            {t('money.companies.deposit')}
          </Button>
          <Link to={`/admin/deposits?company=${row.id}`}>{t('money.companies.deposits')}</Link>
        </Space>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('money.companies.title')}
      intro={t('money.companies.intro')}
      extra={
        <Input.Search
          allowClear
          defaultValue={params.search}
          placeholder={t('money.companies.search')}
          aria-label={t('money.companies.search')}
          maxLength={100}
          onSearch={(search) => setParams({ search: search.trim() || undefined })}
          style={{ width: 260, maxWidth: '100%' }}
        />
      }
    >
      <Table<AdminMoneyCompany>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: <EmptyText>{list.isError ? list.error.message : t('money.companies.empty')}</EmptyText> }}
        scroll={{ x: 900 }}
        pagination={tablePagination(t, params, list.data?.total, setParams)}
      />
      <DepositDialog open={depositFor !== undefined} company={depositFor} onClose={() => setDepositFor(undefined)} />
    </AdminPage>
  );
}
