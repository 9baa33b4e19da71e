import { useState, type ReactNode } from 'react';
import { Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorCatalog, type BugDetail, type BugReceipt, type Locale, type ProjectDetail } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { toLocale } from '@/lib/form-rules';
import { useBugCategories, useBugToUpdate, useHoleLevels, useSubmitProject } from './api';
import { ReceiptView } from './receipt-view';
import { ReportForm } from './report-form';
import { emptyReport, reportFromDetail } from './report-values';
import styles from './submit.module.css';

/** An id from the address, or null: anything but a public id is ignored rather than sent. */
function idParam(value: string | null): string | null {
  const v = value?.trim() ?? '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(v) ? v : null;
}

/**
 * Spec 001 §4: a report may be sent only while the project is `doing` and the hacker's
 * operation is `submission`; in `apply` the button waits with the spec's hint. The server
 * checks the same; these say why before the hacker writes a whole report in vain.
 */
function submitBlocked(project: ProjectDetail, notStarted: string, locale: Locale): string | null {
  if (project.operation === 'submission' && project.states === 'doing') return null;
  if (project.operation === 'submission' && project.states === 'apply') return notStarted;
  if (project.operation !== 'submission') return errorCatalog.bugSubmitNotAllowed[locale];
  return errorCatalog.bugProjectNotRunning[locale];
}

function updateBlocked(bug: BugDetail, cannotUpdate: string): string | null {
  return bug.actions.includes('update') ? null : cannotUpdate;
}

/**
 * /commitBug?projectid=&projectname=&bugid= (spec 001 §2): a new report to the project, or,
 * with `bugid`, the update of a report turned back to its reporter (POST /perfectHole).
 */
export default function SubmitBugPage() {
  const { t, i18n } = useTranslation('bugSubmit');
  const locale = toLocale(i18n.language);
  const [params] = useSearchParams();
  const bugId = idParam(params.get('bugid'));
  const update = bugId !== null;
  const bug = useBugToUpdate(bugId);
  const projectId = idParam(params.get('projectid')) ?? bug.data?.projectid ?? null;
  const project = useSubmitProject(update ? null : projectId);
  const levels = useHoleLevels(projectId);
  const categories = useBugCategories();
  const [receipt, setReceipt] = useState<BugReceipt | null>(null);
  const title = update ? t('submit.updateTitle') : t('submit.title');
  useDocumentTitle(title);

  const frame = (body: ReactNode, projectName?: string) => (
    <main className={`wl-container ${styles.page}`} data-testid="submit-bug-page">
      <h1 className={styles.title}>{title}</h1>
      {projectName && (
        <p className={styles.project} data-testid="submit-project">
          {t('submit.project')}: {projectName}
        </p>
      )}
      <Card className={styles.card}>{body}</Card>
    </main>
  );

  if (projectId === null && !update) {
    return frame(<Result status="info" title={t('submit.noProject.title')} subTitle={t('submit.noProject.body')} extra={<Link to="/hackerservice/projectPage">{t('submit.noProject.action')}</Link>} data-testid="submit-no-project" />);
  }
  const main = update ? bug : project;
  if (main.isPending) return frame(<Skeleton active paragraph={{ rows: 10 }} />);
  if (main.isError) {
    const err = main.error;
    const status = err instanceof ApiError && err.status === 403 ? '403' : err instanceof ApiError && err.status === 404 ? '404' : 'warning';
    return frame(<Result status={status} title={t('submit.loadFailed')} subTitle={err.message} extra={<Link to="/hackerservice/projectPage">{t('submit.toHall')}</Link>} data-testid="submit-load-failed" />);
  }

  // The project's own name when it answered; the address's only as a fallback (it is just text someone put in a link).
  const projectName = bug.data?.projectname ?? project.data?.name ?? params.get('projectname') ?? undefined;
  if (receipt) return frame(<ReceiptView receipt={receipt} updated={update} />, projectName);

  const blocked = bug.data ? updateBlocked(bug.data, t('submit.gate.cannotUpdate')) : project.data ? submitBlocked(project.data, t('submit.gate.notStarted'), locale) : null;
  return frame(
    <ReportForm
      key={`${projectId}:${bugId ?? ''}`}
      mode={update ? 'update' : 'submit'}
      projectId={projectId ?? ''}
      bugId={bugId}
      initial={bug.data ? reportFromDetail(bug.data) : emptyReport()}
      blocked={blocked}
      levels={levels.data}
      categories={categories.data}
      onSent={setReceipt}
    />,
    projectName,
  );
}
