import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UNREAD_BADGE_MAX } from '@wardline/contract';
import { useUnreadCount } from '@/lib/live-stream';
import styles from './message-bell.module.css';

/**
 * The bell of the top navigation (spec 000 §2): the unread count, live, 99+ above 99;
 * opens the message centre. Plain markup, so the shell carries no component library for it.
 */
export function MessageBell() {
  const { t } = useTranslation('layout');
  const unread = useUnreadCount() ?? 0;
  return (
    <Link to="/userCenter/news" className={styles.bell} aria-label={t('nav.messages', { count: unread })} data-testid="message-bell" data-unread={unread}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {unread > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="message-bell-count">
          {unread > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : unread}
        </span>
      )}
    </Link>
  );
}
