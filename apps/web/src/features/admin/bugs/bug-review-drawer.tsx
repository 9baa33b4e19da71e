import { useEffect, useState } from 'react';
import { Alert, Button, Drawer, Empty, Flex, Spin, Typography } from 'antd';
import { BUG_TURN, type AdminBugDetail, type StaffPermission } from '@wardline/contract';
import { useAdminMe } from '../api/use-admin-me';
import { useAdminT } from '../i18n';
import { useBugDetail } from './api';
import { BugContext } from './bug-context';
import { BugDecisionDialog, type BugDecisionKind } from './bug-decision-dialog';
import { BugReport } from './bug-report';
import styles from './bugs.module.css';

/**
 * The decisions a staff member may take on a report now: triage on a report in triage
 * (turning back only once), arbitration on an appealed one (only with `arbitration`), and the
 * retest result. The server decides again; this only spares offering what it would refuse.
 */
export function availableDecisions(bug: Pick<AdminBugDetail, 'holestatus' | 'isTurn'>, permissions: readonly StaffPermission[]): BugDecisionKind[] {
  const triage = permissions.includes('triage');
  switch (bug.holestatus) {
    case 'verifying':
      if (!triage) return [];
      return ['accept', 'markRepeat', 'ignore', 'refuse', ...(bug.isTurn === BUG_TURN.never ? (['turnBack'] as const) : [])];
    case 'arbitrationing':
      return permissions.includes('arbitration') ? ['arbitrate'] : [];
    case 'recheck':
      return triage ? ['recheckPass', 'recheckRestore'] : [];
    default:
      return [];
  }
}

const PRIMARY: readonly BugDecisionKind[] = ['accept', 'arbitrate', 'recheckPass'];
const DANGER: readonly BugDecisionKind[] = ['refuse', 'ignore', 'recheckRestore'];

/** One report for staff (GET /admin/bugs/:id): the report, what it is weighed against, and the decisions its state allows. */
export function BugReviewDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useAdminT();
  const detail = useBugDetail(id);
  const permissions = useAdminMe().data?.permissions ?? [];
  const [deciding, setDeciding] = useState<BugDecisionKind | null>(null);
  // The server's 409 answer: another staff member (or the hacker, or a job) moved the report first.
  const [conflict, setConflict] = useState<string | null>(null);
  const bug = detail.data;
  const decisions = bug ? availableDecisions(bug, permissions) : [];

  useEffect(() => {
    setConflict(null);
    setDeciding(null);
  }, [id]);

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      // Full width on a phone; a comfortable reading width elsewhere.
      size="min(920px, 100vw)"
      title={bug ? t('bugs.detailTitle', { number: bug.holenumber }) : t('bugs.detailTitleLoading')}
      destroyOnHidden
    >
      {detail.isPending && id !== null && <Spin />}
      {detail.isError && <Empty description={detail.error.message || t('loadFailed')} />}
      {conflict && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setConflict(null)}
          title={t('bugs.conflict.title')}
          description={
            <>
              <div>{conflict}</div>
              <div>{t('bugs.conflict.body')}</div>
            </>
          }
          style={{ marginBottom: 16 }}
          data-testid="bug-conflict"
        />
      )}
      {bug && (
        <>
          {decisions.length > 0 ? (
            <Flex wrap gap={8} className={styles.decisions} data-testid="bug-decisions">
              {decisions.map((kind) => (
                <Button key={kind} type={PRIMARY.includes(kind) ? 'primary' : 'default'} danger={DANGER.includes(kind)} onClick={() => setDeciding(kind)} data-testid={`bug-decide-${kind}`}>
                  {t(`bugs.decide.${kind}.button`)}
                </Button>
              ))}
            </Flex>
          ) : (
            <Typography.Paragraph type="secondary" data-testid="bug-no-decisions">
              {t('bugs.noDecisions')}
            </Typography.Paragraph>
          )}
          <BugReport bug={bug} />
          <BugContext bug={bug} />
          {deciding && <BugDecisionDialog kind={deciding} report={bug} onClose={() => setDeciding(null)} onConflict={setConflict} />}
        </>
      )}
    </Drawer>
  );
}
