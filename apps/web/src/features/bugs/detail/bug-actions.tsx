import { useState } from 'react';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appealBody, BUG_FIELD_LIMITS, ADMIN_REASON_MAX, holeIdQuery, recheckBody, successMessages, type BugAction, type BugDetail, type Locale, type SuccessKey } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { useBugMove, type BugMove } from '../api/bug-detail';
import { ConfirmGradeDialog } from './confirm-grade-dialog';
import { ReasonDialog } from './reason-dialog';
import styles from './detail.module.css';

/** The buttons in display order; `comment` is the comment box, not a button. */
const BUTTONS = ['update', 'confirm', 'turnBack', 'appeal', 'recheck', 'claim', 'confirmRepair'] as const satisfies readonly BugAction[];
type ActionButton = (typeof BUTTONS)[number];
type Dialog = 'appeal' | 'confirm' | 'turnBack' | 'recheck';

const SUCCESS: Record<BugMove['kind'], SuccessKey> = {
  appeal: 'bugAppealed',
  confirm: 'bugGradeConfirmed',
  turnBack: 'bugTurnedBack',
  recheck: 'bugRecheckRequested',
  claim: 'bugClaimed',
  confirmRepair: 'bugRepairConfirmed',
};

/**
 * The buttons the server put in `actions`, exactly: the web never works out who may do what
 * (the bugs policy does). Each move reloads the detail; a refusal shows the server's errmsg,
 * as a warning for a turn-back and an error otherwise (spec 001 §8, 002 §8).
 */
export function BugActions({ bug }: { bug: BugDetail }) {
  const { t, i18n } = useTranslation('bugs');
  const locale: Locale = i18n.language === 'en' ? 'en' : 'zh';
  const { message } = App.useApp();
  const navigate = useNavigate();
  const move = useBugMove(bug.id);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const shown = BUTTONS.filter((b) => bug.actions.includes(b));

  const run = (m: BugMove) =>
    move.mutateAsync(m).then(
      () => {
        setDialog(null);
        void message.success(successMessages[SUCCESS[m.kind]][locale]);
      },
      (err: unknown) => {
        const text = err instanceof ApiError && err.message ? err.message : t('actions.failed');
        void (m.kind === 'turnBack' ? message.warning(text) : message.error(text));
      },
    );

  const press = (b: ActionButton) => {
    if (b === 'update') {
      const q = new URLSearchParams({ projectid: bug.projectid, projectname: bug.projectname, bugid: bug.id });
      navigate(`/commitBug?${q.toString()}`);
    } else if (b === 'claim' || b === 'confirmRepair') void run({ kind: b });
    else setDialog(b);
  };

  if (shown.length === 0) return null;
  // A dialog whose button went away (the reloaded detail no longer offers it) closes.
  const isOpen = (d: Dialog) => dialog === d && bug.actions.includes(d);
  return (
    <div className={styles.actions} data-testid="bug-actions">
      {shown.map((b) => (
        <Button key={b} type={b === 'confirm' || b === 'update' ? 'primary' : 'default'} onClick={() => press(b)} loading={move.isPending && move.variables?.kind === b} data-testid={`action-${b}`}>
          {t(`actions.${b}`)}
        </Button>
      ))}
      <ReasonDialog
        open={isOpen('appeal')}
        title={t('appealDialog.title')}
        label={t('appealDialog.reason')}
        placeholder={t('appealDialog.placeholder')}
        note={t('appealDialog.once')}
        okText={t('actions.appeal')}
        schema={appealBody.shape.content}
        max={BUG_FIELD_LIMITS.confirmContent}
        pending={move.isPending}
        testId="appeal-dialog"
        onSubmit={(content) => void run({ kind: 'appeal', content })}
        onCancel={() => setDialog(null)}
      />
      <ReasonDialog
        open={isOpen('turnBack')}
        title={t('turnBackDialog.title')}
        label={t('turnBackDialog.reason')}
        placeholder={t('turnBackDialog.placeholder')}
        note={t('turnBackDialog.once')}
        okText={t('actions.turnBack')}
        schema={holeIdQuery.shape.reason}
        max={ADMIN_REASON_MAX}
        pending={move.isPending}
        testId="turn-back-dialog"
        onSubmit={(reason) => void run({ kind: 'turnBack', reason })}
        onCancel={() => setDialog(null)}
      />
      <ReasonDialog
        open={isOpen('recheck')}
        title={t('recheckDialog.title')}
        label={t('recheckDialog.content')}
        placeholder={t('recheckDialog.placeholder')}
        okText={t('actions.recheck')}
        schema={recheckBody.shape.content}
        max={BUG_FIELD_LIMITS.confirmContent}
        pending={move.isPending}
        testId="recheck-dialog"
        onSubmit={(content) => void run({ kind: 'recheck', content })}
        onCancel={() => setDialog(null)}
      />
      <ConfirmGradeDialog
        bug={bug}
        open={isOpen('confirm')}
        pending={move.isPending}
        onSubmit={({ grade, content }) => void run({ kind: 'confirm', grade, content, src: bug.projectype === 'SecurityResponse' })}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
