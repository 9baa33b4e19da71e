import { useTranslation } from 'react-i18next';
import styles from './hall.module.css';

/** The page numbers to show: the first, the last, and two either side of the current one; null marks a gap. */
export function pageNumbers(current: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, pages, ...[-2, -1, 0, 1, 2].map((d) => current + d)])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]));
}

/** Previous, numbered pages and next, with the total: plain buttons in a named navigation landmark (no component library in the hall). */
export function Pager({ page, pageSize, total, onChange }: { page: number; pageSize: number; total: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('projects');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pagination} aria-label={t('hall.pages.label')} data-testid="hall-pages">
      <span className={styles.pageTotal}>{t('hall.total', { count: total })}</span>
      <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label={t('hall.pages.previous')}>
        <span aria-hidden="true">‹</span>
      </button>
      {pageNumbers(page, pages).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className={styles.pageGap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            className={`${styles.pageButton} ${n === page ? styles.pageCurrent : ''}`}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('hall.pages.page', { page: n })}
            onClick={() => onChange(n)}
          >
            {n}
          </button>
        ),
      )}
      <button type="button" className={styles.pageButton} disabled={page >= pages} onClick={() => onChange(page + 1)} aria-label={t('hall.pages.next')}>
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
