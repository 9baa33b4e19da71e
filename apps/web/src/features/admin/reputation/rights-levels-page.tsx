import { App, Button, Empty, Flex, InputNumber, Table, Tag } from 'antd';
import { useState } from 'react';
import { chinaCalendarOf, RIGHTS_LEVELS, type AdminRightsRun } from '@wardline/contract';
import { AdminPage } from '../components/admin-page';
import { formatDateTime } from '../components/format';
import { useRecomputeRights, useRightsRuns } from '../api/rights-levels';
import { useAdminT } from '../i18n';

/** /admin/rights-levels (user administration): each year's decision of rights levels, and deciding a year again. */
export default function RightsLevelsPage() {
  const { t } = useAdminT();
  const { modal } = App.useApp();
  const runs = useRightsRuns();
  const recompute = useRecomputeRights(t('common.saved'));
  const thisYear = chinaCalendarOf(Date.now()).year;
  const [year, setYear] = useState(thisYear);
  const ask = () =>
    modal.confirm({
      title: t('rightsLevels.recompute'),
      content: t('rightsLevels.recomputeConfirm', { year, previous: year - 1 }),
      okText: t('rightsLevels.recompute'),
      cancelText: t('common.cancel'),
      onOk: () => recompute.mutateAsync(year),
    });
  return (
    <AdminPage
      title={t('rightsLevels.title')}
      intro={t('rightsLevels.intro')}
      extra={
        <Flex gap={8}>
          <InputNumber aria-label={t('rightsLevels.year')} min={2019} max={thisYear} precision={0} value={year} onChange={(v) => setYear(v ?? thisYear)} />
          <Button type="primary" loading={recompute.isPending} onClick={ask} data-testid="rights-recompute">
            {t('rightsLevels.recompute')}
          </Button>
        </Flex>
      }
    >
      <Table<AdminRightsRun>
        rowKey="year"
        loading={runs.isFetching}
        dataSource={runs.data?.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('rightsLevels.empty')} /> }}
        columns={[
          { title: t('rightsLevels.year'), dataIndex: 'year', width: 100 },
          { title: t('rightsLevels.computedAt'), dataIndex: 'computedAt', render: (at: string) => formatDateTime(at) },
          {
            title: t('rightsLevels.counts'),
            key: 'counts',
            render: (_, run) =>
              RIGHTS_LEVELS.filter((level) => level !== 'new').map((level) => (
                <Tag key={level}>
                  {level}: {run.counts[level as keyof AdminRightsRun['counts']]}
                </Tag>
              )),
          },
        ]}
      />
    </AdminPage>
  );
}
