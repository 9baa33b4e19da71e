import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NAV_ITEMS, activeNavKey, type NavItem } from './nav-items';
import { usePopover } from './use-popover';
import styles from './layout.module.css';

function NavGroup({ item, active }: { item: NavItem; active: string | undefined }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const { open, toggle, root } = usePopover<HTMLLIElement>(pathname);
  const current = item.children?.some((c) => c.key === active);
  return (
    <li ref={root} className={`${styles.navGroup} ${open ? styles.open : ''}`}>
      <button type="button" className={`${styles.navItem} ${current ? styles.current : ''}`} aria-expanded={open} onClick={toggle}>
        {t(item.label)}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul className={styles.subMenu}>
        {item.children!.map((child) => (
          <li key={child.key}>
            <Link to={child.to!} aria-current={child.key === active ? 'page' : undefined}>
              {t(child.label)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The main menu: plain links and disclosure groups (opened by click, hover or keyboard focus). */
export function NavMenu() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const active = activeNavKey(pathname);
  return (
    <ul className={styles.navList}>
      {NAV_ITEMS.map((item) =>
        item.children ? (
          <NavGroup key={item.key} item={item} active={active} />
        ) : (
          <li key={item.key}>
            <Link to={item.to!} className={`${styles.navItem} ${item.key === active ? styles.current : ''}`} aria-current={item.key === active ? 'page' : undefined}>
              {t(item.label)}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}
