import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { sessionStatusApi } from '@wardline/contract';
import { callApi } from '@/lib/api-client';
import { publishEntryOf, publishEntryTarget, type PublishEntry } from '@/lib/publish-entry';
import { setSessionValue } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import styles from './layout.module.css';

/** Where "submit vulnerability" leads until the report form exists: reports are filed from a project, so the hall. */
export const SUBMIT_VULNERABILITY_PATH = '/hackerservice/projectPage';

/**
 * The top navigation's role button (spec 000 §2, §6): publish project for companies, submit
 * vulnerability for everyone else (staff have neither). Publishing asks the server for the
 * account's status first, so a certification approved a minute ago opens the wizard and a
 * pending or missing one meets the spec's prompt (§4).
 */
export function RoleButton() {
  const { t } = useTranslation('layout');
  const session = useSession();
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState<Exclude<PublishEntry, 'open'> | null>(null);
  const [checking, setChecking] = useState(false);
  const staff = !session.usertype && session.userStatus === 'certification';
  if (staff) return null;
  if (session.usertype !== 'company') {
    return (
      <Link to={SUBMIT_VULNERABILITY_PATH} className={`${styles.button} ${styles.primary}`} data-testid="nav-submit-vulnerability">
        {t('role.submitVulnerability')}
      </Link>
    );
  }

  const publish = async () => {
    setChecking(true);
    let status = session.userStatus;
    try {
      status = (await callApi(sessionStatusApi.userStatus, {})).status;
      setSessionValue('userStatus', status);
    } catch {
      // Offline or refused: decide by the stored status; the server refuses the publish anyway.
    } finally {
      setChecking(false);
    }
    const entry = publishEntryOf(session.usertype, status);
    if (entry === 'open') navigate('/company/publishProject');
    else setPrompt(entry);
  };

  return (
    <>
      <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => void publish()} disabled={checking} data-testid="nav-publish-project">
        {t('role.publishProject')}
      </button>
      {prompt && <EntryPrompt entry={prompt} onClose={() => setPrompt(null)} />}
    </>
  );
}

/** The prompt of a refused publish entry: a native modal dialog (the bar carries no component library). */
function EntryPrompt({ entry, onClose }: { entry: Exclude<PublishEntry, 'open'>; onClose: () => void }) {
  const { t } = useTranslation('publishEntry');
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const target = publishEntryTarget(entry);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal?.();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.prompt}
      aria-labelledby={titleId}
      data-testid={`publish-prompt-${entry}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className={styles.promptTitle}>
        {t(`${entry}.title`)}
      </h2>
      <p>{t(`${entry}.text`)}</p>
      <div className={styles.promptActions}>
        {target && (
          <button type="button" className={styles.button} onClick={onClose}>
            {t('cancel')}
          </button>
        )}
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          autoFocus
          data-testid="publish-prompt-action"
          onClick={() => {
            onClose();
            if (target) navigate(target);
          }}
        >
          {target ? t('toAccount') : t('ok')}
        </button>
      </div>
    </dialog>
  );
}
