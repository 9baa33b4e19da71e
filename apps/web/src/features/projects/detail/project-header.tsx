import { Alert, App, Button, Descriptions, Progress, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { difficultyLabels, hackerProjectOperationLabels, projectStateLabels, projectSubTypeLabels, projectTypeLabels, type ProjectDetail } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { useEnrol } from '../api/projects';
import { formatMinute, formatReward, isHiddenProgress, useLabels } from '../format';
import styles from './detail.module.css';

/** The project's figures (spec 002 §2.2), the viewer's operation and, for the owner, the edit button. */
export function ProjectHeader({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projects');
  const { label } = useLabels();
  const money = (text: string) => formatReward(text, project.rewardtype);
  return (
    <section className={styles.header} aria-labelledby="project-title">
      <div className={styles.headerTop}>
        <div>
          <h1 id="project-title" className={styles.title}>
            {project.name}
          </h1>
          <Space size={[6, 6]} wrap>
            <Tag color="blue">{label(projectTypeLabels, project.projectype)}</Tag>
            <Tag>{label(projectSubTypeLabels, project.projectSubType)}</Tag>
            <Tag color={project.states === 'doing' ? 'green' : project.states === 'apply' ? 'geekblue' : undefined} data-testid="detail-status">
              {label(projectStateLabels, project.states)}
            </Tag>
            <Tag>{label(difficultyLabels, project.difficultyFactor)}</Tag>
          </Space>
        </div>
        <Actions project={project} />
      </div>
      <Descriptions className={styles.facts} column={{ xs: 1, sm: 2, lg: 3 }} size="small">
        <Descriptions.Item label={t('detail.fields.bonus')}>
          <span data-testid="detail-bonus">{money(project.rewardpool)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.fields.remainingBonus')}>
          <span data-testid="detail-remaining-bonus">{money(project.remainingBonus)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.fields.publisher')}>{project.publisher ?? t('detail.hiddenPublisher')}</Descriptions.Item>
        <Descriptions.Item label={t('detail.fields.publishTime')}>{formatMinute(project.createtime)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.fields.remainingTime')}>{t('detail.days', { count: project.surplus })}</Descriptions.Item>
        <Descriptions.Item label={t('detail.fields.period')}>
          {formatMinute(project.startime)} – {formatMinute(project.endtime)}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.fields.remainingPlaces')}>
          <span data-testid="detail-places">{project.remainderNum === null ? t('detail.unlimited') : project.remainderNum}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.fields.progress')}>
          {isHiddenProgress(project.progress) ? (
            <span data-testid="detail-progress">{project.progress}</span>
          ) : (
            <Progress percent={project.progress} size="small" className={styles.progress} aria-label={t('detail.fields.progress')} data-testid="detail-progress" />
          )}
        </Descriptions.Item>
      </Descriptions>
    </section>
  );
}

/** What the viewer can do: enrol, wait, submit reports (a hacker); edit while it may (the owner). */
function Actions({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projects');
  const { label } = useLabels();
  const { message } = App.useApp();
  const enrol = useEnrol();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const operation = project.operation;

  const onEnrol = () => {
    setRefusal(null);
    enrol.mutate(project.id, {
      onSuccess: (answer) => void message.success(t(answer.enterstatus === 'normal' ? 'enrol.approved' : 'enrol.pending')),
      onError: (err) => setRefusal(err instanceof ApiError && err.message ? err.message : t('enrol.failed')),
    });
  };

  return (
    <div className={styles.actions}>
      <Space wrap>
        {project.mySelfProject && project.editable && (
          <Button onClick={() => void navigate(`/company/editProject?projectId=${encodeURIComponent(project.id)}`)} data-testid="detail-edit">
            {t('detail.edit')}
          </Button>
        )}
        {operation === 'enroll' && (
          <Button type="primary" onClick={onEnrol} loading={enrol.isPending} data-testid="detail-operation" data-operation="enroll">
            {label(hackerProjectOperationLabels, 'enroll')}
          </Button>
        )}
        {(operation === 'auditing' || operation === 'nopass' || operation === 'end') && (
          <Button disabled data-testid="detail-operation" data-operation={operation}>
            {label(hackerProjectOperationLabels, operation)}
          </Button>
        )}
        {operation === 'submission' &&
          (project.states === 'doing' ? (
            <Button
              type="primary"
              onClick={() => void navigate(`/commitBug?projectid=${encodeURIComponent(project.id)}&projectname=${encodeURIComponent(project.name)}`)}
              data-testid="detail-operation"
              data-operation="submission"
            >
              {label(hackerProjectOperationLabels, 'submission')}
            </Button>
          ) : (
            <Tooltip title={t('detail.operation.submitHint')}>
              <Button type="primary" disabled data-testid="detail-operation" data-operation="submission">
                {label(hackerProjectOperationLabels, 'submission')}
              </Button>
            </Tooltip>
          ))}
      </Space>
      {refusal && <Alert className={styles.refusal} type="error" showIcon message={refusal} data-testid="enrol-refusal" />}
    </div>
  );
}
