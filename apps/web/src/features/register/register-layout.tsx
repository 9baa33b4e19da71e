import { Suspense } from 'react';
import { Button, Dropdown, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import type { Locale } from '@wardline/contract';
import { changeLocale } from '@/i18n';
import styles from './register.module.css';

const LANGUAGES: { key: Locale; label: string }[] = [
  { key: 'zh', label: '中文' },
  { key: 'en', label: 'English' },
];

/** The register shell (spec 000 §2): the product name linking home, a language dropdown, and the step's card. */
export default function RegisterLayout() {
  const { t, i18n } = useTranslation('register');
  const current = LANGUAGES.find((l) => l.key === i18n.language) ?? LANGUAGES[0]!;
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to="/" className={styles.brand} aria-label={`${t('common:productName')} – ${t('backHome')}`}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>{t('common:productName')}</span>
          </Link>
          <Dropdown
            trigger={['click']}
            menu={{
              items: LANGUAGES.map((l) => ({ key: l.key, label: <span lang={l.key === 'zh' ? 'zh-CN' : 'en'}>{l.label}</span> })),
              selectable: true,
              selectedKeys: [current.key],
              onClick: ({ key }) => void changeLocale(key as Locale),
            }}
          >
            <Button type="text" aria-label={`${t('language')}: ${current.label}`} data-testid="register-language">
              {current.label} ▾
            </Button>
          </Dropdown>
        </div>
      </header>
      <main className={styles.main}>
        <Suspense fallback={<Skeleton active className={styles.card} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
