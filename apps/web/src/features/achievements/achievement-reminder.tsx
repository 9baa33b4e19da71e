import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AchievementReminder as Reminder } from '@wardline/contract';
import { confirmAchievement, fetchAchievementReminders } from './api/achievements';
import { Medal } from './medal';
import styles from './achievements.module.css';

/**
 * The achievement reminder after sign-in (spec 000 §4): when /achievement/remind is not empty,
 * a modal `<dialog>` shows the first; closing it sends the receipt
 * (/achievement/confirmPersonalAchievement/{id}), so it is not shown again. No Ant Design:
 * it shows over whatever page the sign-in landed on.
 */
export default function AchievementReminder() {
  const { t } = useTranslation('achievements');
  const [first, setFirst] = useState<Reminder | null>(null);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    let live = true;
    fetchAchievementReminders()
      .then((list) => {
        if (live && list[0]) setFirst(list[0]);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!first) return;
    let timer = 0;
    // One modal at a time: wait while another dialog (the payment-authentication prompt) is open.
    const show = () => {
      const dialog = ref.current;
      if (!dialog || dialog.open) return;
      const other = [...document.querySelectorAll('dialog[open]')].some((d) => d !== dialog);
      if (other) timer = window.setTimeout(show, 300);
      else if (typeof dialog.showModal === 'function') dialog.showModal();
    };
    show();
    return () => window.clearTimeout(timer);
  }, [first]);

  if (!first) return null;
  const close = () => {
    ref.current?.close?.();
    void confirmAchievement(first.id).catch(() => undefined);
    setFirst(null);
  };
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="achievement-reminder-title"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      data-testid="achievement-reminder"
    >
      <Medal logo={first.logo} title={first.title} />
      <p>{t('remind.title')}</p>
      <h2 id="achievement-reminder-title" className={styles.dialogTitle}>
        {first.title}
      </h2>
      <p>{first.content}</p>
      <button type="button" className={styles.ok} onClick={close} data-testid="achievement-reminder-ok">
        {t('remind.ok')}
      </button>
    </dialog>
  );
}
