import { safeImageSrc } from '@/lib/safe-url';
import styles from './achievements.module.css';

/** An achievement's logo, or a medal with its first letter when staff gave none. Decorative: the title names it. */
export function Medal({ logo, title, small = false }: { logo: string | null; title: string; small?: boolean }) {
  const src = safeImageSrc(logo);
  const className = `${styles.medal} ${small ? styles.small : ''}`;
  return src ? <img className={className} src={src} alt="" /> : <span className={className} aria-hidden="true">{title.slice(0, 1)}</span>;
}
