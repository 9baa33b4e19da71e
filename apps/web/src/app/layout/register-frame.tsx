import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageOutlet } from '../page-outlet';
import { LanguageSwitch } from './language-switch';
import { PageProgress } from './page-progress';
import styles from './register-frame.module.css';

/** The register shell (spec 000 §2): the product name linking home, the language switch, and the step's card. */
export function RegisterFrame() {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <div className={styles.shell}>
      <PageProgress />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to="/" className={styles.brand} aria-label={`${t('common:productName')} – ${t('nav.backHome')}`}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>{t('common:productName')}</span>
          </Link>
          <LanguageSwitch className={styles.language} />
        </div>
      </header>
      <main className={styles.main}>
        <PageOutlet />
      </main>
    </div>
  );
}
