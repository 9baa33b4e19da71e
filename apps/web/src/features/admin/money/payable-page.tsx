import { App, Button, Table, Tag, type TableColumnsType } from 'antd';
import { bugStatusLabels, enumLabel, type AdminPayableReport } from '@wardline/contract';
import { toLocale } from '@/lib/form-rules';
import { AdminPage } from '../components/admin-page';
import { formatDateTime } from '../components/format';
import { useListParams } from '../components/use-list-params';
import { useAdminT } from '../i18n';
import { usePayable, usePayInAdvance } from './api';
import { EmptyText, FinanceOnly, Money, formatMoney } from './money-format';
import { tablePagination } from './money-table';

/** /admin/payable: reports whose bounty is owed and not on its way (paying, unpaid, payment failed), oldest first; each can be paid in advance by the platform. */
export default function PayablePage() {
  return (
    <FinanceOnly>
      <Payable />
    </FinanceOnly>
  );
}

function Payable() {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const { modal } = App.useApp();
  const [params, setParams] = useListParams([] as const);
  const list = usePayable(params);
  const advance = usePayInAdvance(t('money.payable.advanced'));

  const columns: TableColumnsType<AdminPayableReport> = [
    { title: t('money.report.number'), dataIndex: 'holeNumber', width: 140 },
    { title: t('money.report.title'), dataIndex: 'title', ellipsis: true },
    { title: t('money.report.project'), key: 'project', ellipsis: true, render: (_, row) => row.project.name },
    { title: t('money.payouts.hacker'), key: 'hacker', width: 130, render: (_, row) => row.hacker.nickname },
    { title: t('money.report.state'), dataIndex: 'state', width: 120, render: (s: AdminPayableReport['state']) => <Tag data-testid="payable-state">{enumLabel(bugStatusLabels, s, locale)}</Tag> },
    { title: t('money.gross'), key: 'gross', align: 'right', render: (_, row) => <Money value={row.gross} currency={row.currency} /> },
    { title: t('money.payable.since'), dataIndex: 'since', width: 150, render: formatDateTime },
    { title: t('money.payouts.lastError'), dataIndex: 'lastError', ellipsis: true, render: (v: string | null) => v ?? '—' },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, row) => (
        <Button
          type="link"
          data-testid={`advance-${row.id}`}
          onClick={() =>
            modal.confirm({
              title: t('money.payable.advanceConfirm', { number: row.holeNumber, gross: formatMoney(row.gross, row.currency) }),
              content: t('money.payable.advanceBody'),
              okText: t('money.payable.advance'),
              cancelText: t('common.cancel'),
              onOk: () => advance.mutateAsync(row.id).catch(() => undefined),
            })
          }
        >
          {t('money.payable.advance')}
        </Button>
      ),
    },
  ];

  return (
    <AdminPage title={t('money.payable.title')} intro={t('money.payable.intro')}>
      <Table<AdminPayableReport>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: <EmptyText>{list.isError ? list.error.message : t('money.payable.empty')}</EmptyText> }}
        scroll={{ x: 1200 }}
        pagination={tablePagination(t, params, list.data?.total, setParams)}
      />
    </AdminPage>
  );
}
