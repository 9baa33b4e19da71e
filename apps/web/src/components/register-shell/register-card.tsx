import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/document-title';
import styles from './register-shell.module.css';

/** The white card every register screen sits in, with its heading. */
export function RegisterCard({ title, subtitle, steps, children, wide }: { title: string; subtitle?: string; steps?: ReactNode; children: ReactNode; wide?: boolean }) {
  useDocumentTitle(title);
  return (
    <section className={`${styles.card} ${wide ? styles.wide : ''}`} aria-labelledby="register-title">
      {steps}
      <h1 id="register-title" className={styles.title}>
        {title}
      </h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
