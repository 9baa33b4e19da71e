import type { ReactNode } from 'react';
import styles from './third-party.module.css';

/** The white card of the bind and completion screens (inside the register shell), with its heading. */
export function ThirdPartyCard({ title, subtitle, children, testId }: { title: string; subtitle?: string; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.card} aria-labelledby="third-party-title" data-testid={testId}>
      <h1 id="third-party-title" className={styles.title}>
        {title}
      </h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
