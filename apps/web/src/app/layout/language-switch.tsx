import { useTranslation } from 'react-i18next';
import type { Locale } from '@wardline/contract';
import { changeLocale } from '@/i18n';
import styles from './layout.module.css';

const LANGUAGES: { key: Locale; label: string; lang: string }[] = [
  { key: 'zh', label: '中文', lang: 'zh-CN' },
  { key: 'en', label: 'EN', lang: 'en' },
];

/** The two languages as a pair of toggle buttons; each names its language in that language. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('layout');
  return (
    <div role="group" aria-label={t('nav.language')} className={`${styles.languageSwitch} ${className}`} data-testid="language-switch">
      {LANGUAGES.map((l) => (
        <button key={l.key} type="button" lang={l.lang} aria-pressed={i18n.language === l.key} onClick={() => void changeLocale(l.key)}>
          {l.label}
        </button>
      ))}
    </div>
  );
}
