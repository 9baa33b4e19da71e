import type { ServicePageContent } from '../content/types';
import styles from './service-page.module.css';

/** The service value points as a grid of cards. */
export function ValueCards({ items }: { items: ServicePageContent['value']['items'] }) {
  return (
    <ul className={styles.valueGrid}>
      {items.map((item) => (
        <li key={item.title} className={styles.valueCard}>
          <img src={`/images/services/icons/${item.icon}.svg`} alt="" width={48} height={48} />
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
