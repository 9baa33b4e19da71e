import type { ReactNode } from 'react';
import { Alert, Breadcrumb, Result, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { errorCatalog, type ProjectDetail } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { useProjectDetail } from '../api/projects';
import { DetailTab } from './detail-tab';
import { HolesTab } from './holes-tab';
import { ParticipantsTab } from './participants-tab';
import { ProjectHeader } from './project-header';
import styles from './detail.module.css';

const TABS = ['detail', 'participants', 'holes'] as const;
type TabKey = (typeof TABS)[number];

/**
 * /projectPage/detail/{id} and /userCenter/projectPage/detail/{id} (spec 002 §2.2, 001 §2):
 * the project, what the viewer can do on it, and the tabs the server says the viewer gets
 * (participants for the owner; vulnerabilities for the owner or a hacker whose operation is
 * submission). Another company's project answers "no permission" and shows nothing of it.
 */
export default function ProjectDetailPage() {
  const { t } = useTranslation('projects');
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const fromUserCenter = pathname.startsWith('/userCenter/');
  const detail = useProjectDetail(id, fromUserCenter);
  useDocumentTitle(detail.data?.name ?? t('hall.title'));

  const back = fromUserCenter ? { to: '/userCenter/myProject', crumb: t('detail.breadcrumbMine'), label: t('detail.backToMine') } : { to: '/hackerservice/projectPage', crumb: t('detail.breadcrumbHall'), label: t('detail.backToHall') };

  if (detail.isPending) {
    return (
      <div className={`wl-container ${styles.page}`}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (detail.isError) {
    const err = detail.error;
    const refused = err instanceof ApiError && err.errcode === errorCatalog.projectNoPermission.errcode;
    const missing = err instanceof ApiError && err.status === 404;
    return (
      <div className={`wl-container ${styles.page}`}>
        <Result
          status={refused ? '403' : missing ? '404' : 'warning'}
          title={refused ? t('detail.noPermission.title') : missing ? t('detail.notFound.title') : t('detail.loadFailed')}
          subTitle={refused ? t('detail.noPermission.body') : missing ? t('detail.notFound.body') : err.message}
          extra={<Link to={back.to}>{back.label}</Link>}
          data-testid={refused ? 'project-no-permission' : missing ? 'project-not-found' : 'project-load-failed'}
        />
      </div>
    );
  }
  const project = detail.data;
  return (
    <div className={`wl-container ${styles.page}`} data-testid="project-detail">
      <Breadcrumb className={styles.breadcrumb} items={[{ title: <Link to={back.to}>{back.crumb}</Link> }, { title: project.name }]} />
      <OwnerNotes project={project} />
      <ProjectHeader project={project} />
      <DetailTabs project={project} fromUserCenter={fromUserCenter} />
    </div>
  );
}

/** Staff's reasons, for the owner: why the project was refused or paused. */
function OwnerNotes({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projects');
  if (project.states === 'failed' && project.rejectReason) return <Alert className={styles.note} type="error" showIcon message={t('detail.rejected', { reason: project.rejectReason })} data-testid="project-rejected" />;
  if (project.states === 'pause' && project.pauseReason) return <Alert className={styles.note} type="warning" showIcon message={t('detail.paused', { reason: project.pauseReason })} />;
  return null;
}

function DetailTabs({ project, fromUserCenter }: { project: ProjectDetail; fromUserCenter: boolean }) {
  const { t } = useTranslation('projects');
  const [params, setParams] = useSearchParams();
  const shown = TABS.filter((key) => key === 'detail' || project.tabs[key]);
  const asked = params.get('tab') as TabKey | null;
  const active = asked && shown.includes(asked) ? asked : 'detail';
  const panes: Record<TabKey, () => ReactNode> = {
    detail: () => <DetailTab project={project} />,
    participants: () => <ParticipantsTab projectId={project.id} />,
    holes: () => <HolesTab projectId={project.id} owner={project.mySelfProject} fromUserCenter={fromUserCenter} />,
  };
  return (
    <Tabs
      className={styles.tabs}
      activeKey={active}
      onChange={(key) => setParams(key === 'detail' ? {} : { tab: key }, { replace: true })}
      items={shown.map((key) => ({ key, label: t(`detail.tabs.${key}`), children: panes[key]() }))}
    />
  );
}
