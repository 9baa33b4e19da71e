import { Alert, Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { EDITABLE_PROJECT_STATES } from '@wardline/contract';
import { useDocumentTitle } from '@/lib/document-title';
import { toLocale } from '@/lib/form-rules';
import { publishEntryOf, publishEntryTarget } from '@/lib/publish-entry';
import { useSession } from '@/lib/use-session';
import { useCompanyType, useDraft, useEditableProject, useFreshUserStatus, useHoleTemplate } from './api/publish-calls';
import { KeptDrafts } from './components/kept-drafts';
import { PublishWizard } from './publish-wizard';
import { DEFAULT_TEST_RULES } from './templates';
import { emptyValues, localDraft } from './wizard-values';
import styles from './publish.module.css';

/**
 * /company/publishProject and /company/editProject?projectId= (spec 002 §2.1): the same
 * wizard; edit mode loads the project and updates it instead of publishing. The page
 * meets an account that may not publish with the same prompt as the navigation's button.
 */
export default function PublishProjectPage() {
  const { t } = useTranslation('projectPublish');
  const { pathname } = useLocation();
  const edit = pathname.toLowerCase() === '/company/editproject';
  useDocumentTitle(edit ? t('title.edit') : t('title.publish'));
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.title}>{edit ? t('title.edit') : t('title.publish')}</h1>
        <EntryGuard>{edit ? <EditProject /> : <PublishProject />}</EntryGuard>
      </section>
    </div>
  );
}

function EntryGuard({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation(['projectPublish', 'publishEntry']);
  const navigate = useNavigate();
  const session = useSession();
  const status = useFreshUserStatus();
  if (status.isPending) return <Skeleton active />;
  const entry = publishEntryOf(session.usertype, status.data?.status ?? session.userStatus);
  if (entry === 'open') return <>{children}</>;
  const target = publishEntryTarget(entry);
  return (
    <Result
      status="warning"
      title={t(`publishEntry:${entry}.title`)}
      subTitle={t(`publishEntry:${entry}.text`)}
      extra={target ? <Button type="primary" onClick={() => navigate(target)}>{t('guard.toAccount')}</Button> : undefined}
      data-testid={`publish-guard-${entry}`}
    />
  );
}

function PublishProject() {
  const { t, i18n } = useTranslation('projectPublish');
  const locale = toLocale(i18n.language);
  const session = useSession();
  const [params] = useSearchParams();
  const draftId = params.get('draftId');
  const template = useHoleTemplate();
  const companyType = useCompanyType();
  const levels = template.data ?? [];
  const fresh = (type: 'bugbounty' | 'SecurityResponse') => emptyValues(type, DEFAULT_TEST_RULES[locale], levels);
  const draft = useDraft(template.isSuccess ? draftId : null, fresh);
  if (template.isPending || (draftId && draft.isPending)) return <Skeleton active />;
  const owner = session.username ?? '';
  const common = { templateLevels: levels, companyType: companyType.data ?? null };
  if (draftId) {
    if (draft.isError) return <Alert type="error" showIcon title={t('drafts.loadFailed')} description={draft.error.message} data-testid="draft-load-failed" />;
    if (!draft.data) return <Skeleton active />;
    // A failed update's draft goes back to its project; a failed publish's is published again (the draft then goes).
    const mode = draft.data.projectId ? { kind: 'edit' as const, projectId: draft.data.projectId, draftId } : { kind: 'publish' as const, owner, draftId };
    return (
      <>
        <Alert className={styles.notice} type="warning" showIcon title={t('drafts.reopened', { reason: draft.data.errmsg })} data-testid="draft-reopened" />
        <PublishWizard key={draftId} mode={mode} initial={draft.data.values} {...common} />
      </>
    );
  }
  const kept = localDraft.read(owner);
  return (
    <>
      <KeptDrafts />
      <PublishWizard key="publish" mode={{ kind: 'publish', owner }} initial={kept?.values ?? fresh('bugbounty')} initialStep={Math.min(kept?.step ?? 0, 2)} {...common} />
    </>
  );
}

function EditProject() {
  const { t } = useTranslation('projectPublish');
  const [params] = useSearchParams();
  const projectId = params.get('projectId') ?? '';
  const project = useEditableProject(projectId);
  const template = useHoleTemplate();
  const companyType = useCompanyType();
  if (project.isPending || template.isPending) return <Skeleton active />;
  if (project.isError) return <Alert type="error" showIcon title={t('edit.loadFailed')} description={project.error.message} data-testid="edit-load-failed" />;
  const { values, status, rejectReason } = project.data;
  if (!(EDITABLE_PROJECT_STATES as readonly string[]).includes(status)) {
    return <Result status="info" title={t('edit.notEditable')} subTitle={t('edit.notEditableText')} data-testid="edit-not-editable" />;
  }
  return (
    <>
      {rejectReason && <Alert className={styles.notice} type="warning" showIcon title={t('edit.failedReason', { reason: rejectReason })} data-testid="edit-reject-reason" />}
      <PublishWizard mode={{ kind: 'edit', projectId }} initial={values} templateLevels={template.data ?? []} companyType={companyType.data ?? null} />
    </>
  );
}
