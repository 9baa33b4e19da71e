import { App, Avatar, Button, Empty, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_APPLICATION_RESULTS, translateValidation, type TeamApplicationResult } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { toLocale } from '@/lib/form-rules';
import { safeImageSrc } from '@/lib/safe-url';
import { useReviewApplication, useTeamApplications } from '../api/teams';
import styles from './my-team.module.css';

/** The captain's review (spec 001 §4): each waiting application with its reason, a result to choose (3 approve, 2 reject) and confirm. */
export function ReviewDialog({ open, count, onClose }: { open: boolean; count: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('teams');
  const { message } = App.useApp();
  const applications = useTeamApplications(open);
  const review = useReviewApplication();
  const [results, setResults] = useState<Record<string, TeamApplicationResult>>({});
  const [missing, setMissing] = useState<string | null>(null);
  const decide = async (id: string) => {
    const status = results[id];
    if (status === undefined) return setMissing(id);
    setMissing(null);
    try {
      await review.mutateAsync({ id, status });
      void message.success(t('toast.reviewed'));
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : t('hall.loadFailed'));
    }
  };
  const list = applications.data?.list ?? [];
  return (
    <Modal open={open} title={t('review.title', { count })} onCancel={onClose} footer={null} destroyOnHidden>
      {list.length === 0 && !applications.isFetching ? <Empty description={t('review.empty')} /> : null}
      {list.map((application) => {
        const src = safeImageSrc(application.logo);
        return (
          <div key={application.id} className={styles.application} data-testid="team-application">
            <Space align="start">
              <Avatar src={src} alt={application.nickname}>
                {src ? null : application.nickname.slice(0, 1).toUpperCase()}
              </Avatar>
              <div>
                <strong data-testid="team-application-name">{application.nickname}</strong>
                <p>
                  {t('review.remark')}：{application.remark || <Typography.Text type="secondary">{t('review.noRemark')}</Typography.Text>}
                </p>
                <Space wrap>
                  <Radio.Group
                    aria-label={t('review.result')}
                    value={results[application.id]}
                    onChange={(e) => setResults({ ...results, [application.id]: e.target.value as TeamApplicationResult })}
                    options={[
                      { value: TEAM_APPLICATION_RESULTS.approved, label: t('review.approve') },
                      { value: TEAM_APPLICATION_RESULTS.rejected, label: t('review.reject') },
                    ]}
                    data-testid="team-application-result"
                  />
                  <Button type="primary" size="small" loading={review.isPending && review.variables?.id === application.id} onClick={() => void decide(application.id)} data-testid="team-application-submit">
                    {t('review.submit')}
                  </Button>
                </Space>
                {missing === application.id && (
                  <Typography.Text type="danger" role="alert">
                    {translateValidation('team.applyResult.required', toLocale(i18n.language))}
                  </Typography.Text>
                )}
              </div>
            </Space>
          </div>
        );
      })}
    </Modal>
  );
}
