import { Alert, App, Button, Empty, Form, Input, Modal, Pagination, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { TEAM_HALL_PAGE_SIZE, TEAM_HALL_PAGE_SIZES, TEAM_LIMITS, type TeamHallItem } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { useApplyToTeam, useCancelApplication, useCreateTeam, useMyTeam, useTeamHall } from '../api/teams';
import { TeamFormDialog } from '../components/team-form-dialog';
import { TeamRulesDialog } from '../components/team-rules-dialog';
import { TeamCard } from './team-card';
import styles from './team-hall.module.css';

function pageParams(params: URLSearchParams) {
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    name: params.get('name')?.trim() ?? '',
    size: (TEAM_HALL_PAGE_SIZES as readonly number[]).includes(size) ? size : TEAM_HALL_PAGE_SIZE,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * /hackerservice/hacker-team (spec 001 §2, §4, §8): search, a grid of team cards (12 a page,
 * sizes 12–192), the point rules, applying with a reason, cancelling with the spec's confirm,
 * and creating a team with a logo. Search and page live in the address.
 */
export default function TeamHallPage() {
  const { t } = useTranslation('teams');
  useDocumentTitle(t('hall.title'));
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { name, size, page } = pageParams(params);
  const hall = useTeamHall({ name, limit: size, offset: (page - 1) * size });
  const mine = useMyTeam();
  const apply = useApplyToTeam();
  const cancel = useCancelApplication();
  const create = useCreateTeam();
  const [search, setSearch] = useState(name);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [applying, setApplying] = useState<TeamHallItem | null>(null);
  const [remark, setRemark] = useState('');

  const go = (next: { name?: string; page?: number; size?: number }) => {
    const merged = { name, size, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.name) out.set('name', merged.name);
    if (merged.size !== TEAM_HALL_PAGE_SIZE) out.set('size', String(merged.size));
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out);
  };
  const fail = (error: unknown) => void message.error(error instanceof ApiError ? error.message : t('hall.loadFailed'));

  const sendApplication = async () => {
    if (!applying) return;
    try {
      await apply.mutateAsync({ teamId: applying.id, remark });
      void message.success(t('toast.applied'));
      setApplying(null);
      setRemark('');
    } catch (error) {
      fail(error);
    }
  };

  return (
    <main className={`wl-container ${styles.page}`} data-testid="team-hall">
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('hall.title')}</h1>
          <Typography.Text type="secondary">{t('hall.subtitle')}</Typography.Text>
        </div>
        <Space wrap>
          <Button onClick={() => setRulesOpen(true)} data-testid="team-rules-open">
            {t('hall.rules')}
          </Button>
          {mine.data ? (
            <Button type="primary" onClick={() => void navigate('/userCenter/myTeam')} data-testid="team-hall-mine">
              {t('hall.myTeam')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => setCreating(true)} disabled={mine.isLoading} data-testid="team-create-open">
              {t('hall.create')}
            </Button>
          )}
        </Space>
      </div>
      <div className={styles.toolbar}>
        <Input.Search
          className={styles.search}
          aria-label={t('hall.search')}
          placeholder={t('hall.search')}
          value={search}
          maxLength={TEAM_LIMITS.nameMax}
          allowClear
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(value) => go({ name: value.trim() })}
          data-testid="team-search"
        />
        {hall.data && <Typography.Text type="secondary">{t('hall.total', { count: hall.data.total })}</Typography.Text>}
      </div>
      {hall.isError && <Alert type="error" showIcon message={t('hall.loadFailed')} />}
      <Spin spinning={hall.isFetching}>
        {hall.data && hall.data.list.length === 0 ? (
          <Empty description={t('hall.empty')} />
        ) : (
          <ul className={styles.grid} aria-label={t('hall.list')}>
            {(hall.data?.list ?? []).map((team) => (
              <li key={team.id}>
                <TeamCard
                  team={team}
                  busy={(apply.isPending && applying?.id === team.id) || (cancel.isPending && cancel.variables === team.id)}
                  onApply={() => setApplying(team)}
                  onCancel={() =>
                    cancel
                      .mutateAsync(team.id)
                      .then(() => message.success(t('toast.cancelled')))
                      .catch(fail)
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </Spin>
      {hall.data && hall.data.total > 0 && (
        <nav className={styles.pager} aria-label={t('hall.pager')}>
          <Pagination
            current={page}
            pageSize={size}
            total={hall.data.total}
            showSizeChanger
            pageSizeOptions={TEAM_HALL_PAGE_SIZES.map(String)}
            onChange={(nextPage, nextSize) => go({ page: nextSize !== size ? 1 : nextPage, size: nextSize })}
          />
        </nav>
      )}
      <TeamRulesDialog open={rulesOpen} onClose={() => setRulesOpen(false)} />
      <Modal
        open={applying !== null}
        title={applying ? t('apply.title', { name: applying.name }) : ''}
        okText={t('apply.submit')}
        confirmLoading={apply.isPending}
        onOk={() => void sendApplication()}
        onCancel={() => setApplying(null)}
        okButtonProps={{ 'data-testid': 'team-apply-submit' }}
      >
        <Form layout="vertical">
          <Form.Item label={t('apply.remark')} htmlFor="team-apply-remark">
            <Input.TextArea id="team-apply-remark" rows={4} maxLength={TEAM_LIMITS.remarkMax} showCount placeholder={t('apply.placeholder')} value={remark} onChange={(e) => setRemark(e.target.value)} data-testid="team-apply-remark" />
          </Form.Item>
        </Form>
      </Modal>
      <TeamFormDialog
        open={creating}
        mode="create"
        onClose={() => setCreating(false)}
        onSubmit={async (body) => {
          await create.mutateAsync(body);
          void message.success(t('toast.created'));
          setCreating(false);
          void navigate('/userCenter/myTeam');
        }}
      />
    </main>
  );
}
