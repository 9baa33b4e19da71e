import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchCheckPayAuth } from './api/trusted-auth-calls';
import { useTrustedAuthT } from './i18n';
import styles from './pay-auth-prompt.module.css';

/**
 * The prompt after sign-in (spec 000 §4, §2 "trusted certification prompt: cancel and
 * go-complete"): when `/hackCred/checkPayAuth` answers 1, a modal `<dialog>` asks the hacker
 * to complete payment authentication; "go" opens /userCenter/payAuth. No Ant Design: it
 * shows over whatever page the sign-in landed on.
 */
export default function PayAuthPrompt({ onClosed }: { onClosed?: () => void }) {
  const { t } = useTrustedAuthT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  const closedRef = useRef(onClosed);
  closedRef.current = onClosed;

  useEffect(() => {
    let live = true;
    fetchCheckPayAuth()
      .then((ret) => {
        if (live && ret.status === 1) setOpen(true);
        else if (live) closedRef.current?.();
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    let timer = 0;
    // One modal at a time: wait while another dialog (the announcement popup) is open.
    const show = () => {
      const dialog = ref.current;
      if (!dialog || dialog.open) return;
      const other = [...document.querySelectorAll('dialog[open]')].some((d) => d !== dialog);
      if (other) timer = window.setTimeout(show, 300);
      else if (typeof dialog.showModal === 'function') dialog.showModal();
    };
    show();
    return () => window.clearTimeout(timer);
  }, [open]);

  if (!open) return null;
  const close = () => {
    ref.current?.close?.();
    setOpen(false);
    closedRef.current?.();
  };
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="pay-auth-prompt-title"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      data-testid="pay-auth-prompt"
    >
      <h2 id="pay-auth-prompt-title" className={styles.title}>
        {t('prompt.title')}
      </h2>
      <p>{t('prompt.text')}</p>
      <div className={styles.footer}>
        <button type="button" className={styles.cancel} onClick={close} data-testid="pay-auth-prompt-cancel">
          {t('prompt.cancel')}
        </button>
        <button
          type="button"
          className={styles.go}
          onClick={() => {
            close();
            void navigate('/userCenter/payAuth');
          }}
          data-testid="pay-auth-prompt-go"
        >
          {t('prompt.go')}
        </button>
      </div>
    </dialog>
  );
}
