import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SafeLink } from '@/lib/safe-url';
import styles from '../home.module.css';

type Props = { link: SafeLink | null; className?: string; children: ReactNode; externalHint?: string; tabIndex?: number } & Record<`data-${string}`, string | number | undefined>;

/** A router link for routes of this app, a new-tab link for other sites, a plain block when there is no usable link. */
export function SmartLink({ link, className, children, externalHint, tabIndex, ...data }: Props) {
  if (link?.kind === 'internal') return <Link to={link.to} className={className} tabIndex={tabIndex} {...data}>{children}</Link>;
  if (link?.kind === 'external') {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className} tabIndex={tabIndex} {...data}>
        {children}
        {externalHint && <span className={styles.srOnly}>{externalHint}</span>}
      </a>
    );
  }
  return <div className={className} {...data}>{children}</div>;
}
