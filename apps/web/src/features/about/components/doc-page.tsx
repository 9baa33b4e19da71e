import { useDocumentTitle } from '@/lib/document-title';
import { useEffect, type ReactNode } from 'react';
import { Anchor, Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styles from './doc-page.module.css';

export type TocItem = { id: string; title: string };

type DocPageProps = {
  /** The crumb between home and the page: "About us" or "White-hat services". */
  section: string;
  title: string;
  /** The tab's title when it should be shorter than the heading. */
  documentTitle?: string;
  /** A short paragraph under the title. */
  lead?: ReactNode;
  toc: TocItem[];
  /** Wider column for pages with tables and cards; legal text keeps ~860 px. */
  wide?: boolean;
  children: ReactNode;
};

/** Height of the sticky top navigation plus breathing room, so anchors do not hide under it. */
const ANCHOR_OFFSET = 88;

/**
 * The frame of an information page: breadcrumb, `h1`, lead, a table of contents (sticky
 * beside the text on wide screens, above it on narrow ones) and the article.
 */
export function DocPage({ section, title, documentTitle, lead, toc, wide, children }: DocPageProps) {
  const { t } = useTranslation('about');
  const { hash } = useLocation();
  useDocumentTitle(documentTitle ?? title);

  // Opening /page#section: the text renders with the route, but the layout scrolls to the
  // top after every navigation, so jump once that has happened.
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);

  // wl-page sets the vertical padding and would zero the container's side padding: two elements.
  return (
    <div className="wl-page">
      <div className="wl-container">
        <Breadcrumb
          className={styles.breadcrumb}
          items={[{ title: <Link to="/">{t('breadcrumb.home')}</Link> }, { title: section }, { title }]}
        />
        <header className={`${styles.header} ${wide ? styles.wide : ''}`}>
          <h1 className={styles.title}>{title}</h1>
          {lead && <div className={styles.lead}>{lead}</div>}
        </header>
        <div className={styles.body}>
          <nav className={styles.toc} aria-label={t('toc')}>
            <p className={styles.tocTitle}>{t('toc')}</p>
            <Anchor
              affix={false}
              replace
              targetOffset={ANCHOR_OFFSET}
              items={toc.map((item) => ({ key: item.id, href: `#${item.id}`, title: item.title }))}
            />
          </nav>
          <article className={`${styles.article} ${wide ? styles.wide : ''}`}>{children}</article>
        </div>
      </div>
    </div>
  );
}

