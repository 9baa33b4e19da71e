import { Menu, Segmented, Space, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Locale } from '@wardline/contract';
import { changeLocale } from '@/i18n';
import { LoginDialog, SessionActions } from '@/features/auth';
import { ThirdPartyEntries } from '@/features/third-party';
import { MessageBell } from '@/features/messages';
import { useSession } from '@/features/auth';
import { NAV_ITEMS, activeNavKey, type NavItem } from './nav-items';
import styles from './layout.module.css';

export function TopNav() {
  const { t, i18n } = useTranslation('layout');
  const { pathname } = useLocation();

  const toMenu = (items: NavItem[]): MenuProps['items'] =>
    items.map((item) =>
      item.children
        ? { key: item.key, label: t(item.label), children: toMenu(item.children) }
        : { key: item.key, label: <Link to={item.to!}>{t(item.label)}</Link> },
    );
  const active = activeNavKey(pathname);
  const signedIn = useSession().token !== null;

  return (
    <header className={styles.header} data-testid="top-nav">
      <div className={`wl-container ${styles.headerInner}`}>
        <Link to="/" className={styles.brand} aria-label={t('common:productName')}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{t('common:productName')}</span>
        </Link>
        <Menu
          className={styles.menu}
          mode="horizontal"
          items={toMenu(NAV_ITEMS)}
          selectedKeys={active ? [active] : []}
          aria-label={t('nav.mainMenu')}
        />
        <Space size="middle" className={styles.actions}>
          <Segmented
            size="small"
            aria-label={t('nav.language')}
            value={i18n.language}
            options={[
              { label: '中文', value: 'zh' },
              { label: 'EN', value: 'en' },
            ]}
            onChange={(value) => void changeLocale(value as Locale)}
          />
          {signedIn && <MessageBell />}
          <SessionActions />
        </Space>
      </div>
      <LoginDialog extra={<ThirdPartyEntries />} />
    </header>
  );
}
