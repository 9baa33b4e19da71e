import { useEffect, useState } from 'react';
import { Breadcrumb, Result, Skeleton, Steps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { BUG_DETAIL_HINT, BUG_PROGRESS_STEPS, bugProgressStepLabels, bugStatusLabels, type BugDetail } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { useBugDetail } from '../api/bug-detail';
import { BugActions } from './bug-actions';
import { BugComments } from './bug-comments';
import { BugClocks, BugGrades } from './bug-grades';
import { BugHistory } from './bug-history';
import { BugReceipt } from './bug-receipt';
import { BugReport } from './bug-report';
import { formatMinute, useLabels } from './format';
import styles from './detail.module.css';

/** The current time, moved on every minute: the appeal window's "time left" stays true on an open page. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * /bugPage/detail/{id} and /userCenter/bugPage/detail/{id} (spec 001 §2, spec 002 §2.5): every
 * field of the report, its progress, grades, receipt, history, clocks, comments and the
 * buttons the caller may use now. Another party's id answers like an unknown one.
 */
export default function BugDetailPage() {
  const { t } = useTranslation('bugs');
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const fromUserCenter = pathname.startsWith('/userCenter/');
  const detail = useBugDetail(id);
  const now = useNow();
  useDocumentTitle(detail.data?.holetitle ?? t('detail.title'));

  if (detail.isPending) {
    return (
      <div className={`wl-container ${styles.page}`}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (detail.isError) {
    const err = detail.error;
    const missing = err instanceof ApiError && (err.status === 404 || err.status === 403);
    return (
      <div className={`wl-container ${styles.page}`}>
        <Result
          status={missing ? '404' : 'warning'}
          title={missing ? t('detail.notFound.title') : t('detail.loadFailed')}
          subTitle={missing ? t('detail.notFound.body') : err.message}
          extra={<Link to="/userCenter/myBug">{t('detail.back')}</Link>}
          data-testid={missing ? 'bug-not-found' : 'bug-load-failed'}
        />
      </div>
    );
  }
  const bug = detail.data;
  const projectPath = `${fromUserCenter ? '/userCenter' : ''}/projectPage/detail/${bug.projectid}`;
  return (
    <div className={`wl-container ${styles.page}`} data-testid="bug-detail">
      <Breadcrumb
        className={styles.breadcrumb}
        items={[{ title: <Link to={projectPath} data-testid="crumb-project">{bug.projectname}</Link> }, { title: <Link to={pathname}>{t('detail.title')}</Link> }]}
      />
      <BugHeader bug={bug} />
      <BugProgress bug={bug} />
      <BugGrades bug={bug} now={now} />
      <BugReport bug={bug} />
      <BugClocks bug={bug} />
      <BugReceipt receipt={bug.receipt} />
      <BugHistory history={bug.history} />
      <BugHint />
      <BugComments bugId={bug.id} canRead={bug.readCommentRight} canWrite={bug.commentRight} />
    </div>
  );
}

function BugHeader({ bug }: { bug: BugDetail }) {
  const { t } = useTranslation('bugs');
  const { label } = useLabels();
  return (
    <section className={`${styles.card} ${styles.header}`}>
      <div style={{ minWidth: 0, flex: '1 1 320px' }}>
        <h1 className={styles.title} data-testid="bug-title">
          {bug.holetitle}
        </h1>
        <div className={styles.meta}>
          <span>
            {t('detail.number')}：<span data-testid="bug-number">{bug.holenumber}</span>
          </span>
          <Tag color="blue" data-testid="bug-status">
            {label(bugStatusLabels, bug.holestatus)}
          </Tag>
          <span>
            {t('detail.fields.createtime')}：{formatMinute(bug.createtime)}
          </span>
          <span>
            {t('detail.fields.reporterName')}：<span data-testid="bug-reporter">{bug.reporterName}</span>
          </span>
          {bug.reward !== null && (
            <span>
              {t('detail.fields.reward')}：<span data-testid="bug-reward">¥{bug.reward}</span>
            </span>
          )}
          {bug.isTurn === 1 && <Tag color="orange">{t('detail.turned')}</Tag>}
        </div>
      </div>
      <BugActions bug={bug} />
    </section>
  );
}

/** The five steps of spec 001 §4; `timeProgress` is how many are reached. */
function BugProgress({ bug }: { bug: BugDetail }) {
  const { t } = useTranslation('bugs');
  const { label } = useLabels();
  const reached = bug.timeProgress;
  return (
    <section className={`${styles.card} ${styles.steps}`} aria-label={t('detail.sections.progress')}>
      <div data-testid="bug-progress" data-reached={reached}>
        <Steps
          size="small"
          responsive
          current={reached - 1}
          status={reached === BUG_PROGRESS_STEPS.length ? 'finish' : 'process'}
          items={BUG_PROGRESS_STEPS.map((step) => ({ title: label(bugProgressStepLabels, step) }))}
        />
      </div>
    </section>
  );
}

/** The rules hint of spec 002 §2.5, with the figures of the contract's BUG_DETAIL_HINT. */
function BugHint() {
  const { t } = useTranslation('bugs');
  const { dataSetsUpTo, dataSetsMany, vendorProtectionPerType } = BUG_DETAIL_HINT;
  return (
    <section className={styles.card} aria-labelledby="bug-hint-title" data-testid="bug-hint">
      <h2 id="bug-hint-title" className={styles.sectionTitle}>
        {t('hint.title')}
      </h2>
      <ul className={styles.hint}>
        <li>{t('hint.rules')}</li>
        <li>{t('hint.data', { upTo: dataSetsUpTo, many: dataSetsMany, min: vendorProtectionPerType.min, max: vendorProtectionPerType.max })}</li>
        <li>{t('hint.payout')}</li>
      </ul>
    </section>
  );
}
