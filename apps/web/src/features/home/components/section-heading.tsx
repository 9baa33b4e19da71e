import styles from '../home.module.css';

export function SectionHeading({ id, title, subtitle, light }: { id: string; title: string; subtitle?: string; light?: boolean }) {
  return (
    <header className={`${styles.sectionHeading} ${light ? styles.light : ''}`}>
      <h2 id={id}>{title}</h2>
      {subtitle && <p>{subtitle}</p>}
    </header>
  );
}
