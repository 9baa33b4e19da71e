import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOut } from './api/sign-out';
import styles from './auth.module.css';

/** Only an uploaded image (https or our own path) is shown as the avatar; anything else falls back to the initial. */
function safeLogo(url: string | null): string | undefined {
  if (!url) return undefined;
  return /^(https:\/\/|\/(?!\/))/.test(url) ? url : undefined;
}

/**
 * The signed-in user's menu (spec 000 §2 "Top navigation"). It lists the name and sign
 * out; the account-centre entries join it as their pages are built.
 */
export function UserMenu({ username, userLogo }: { username: string; userLogo: string | null }) {
  const { t } = useTranslation('auth');
  const signOut = useSignOut();

  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <span data-testid="user-menu-name">
          {t('menu.signedInAs')}: {username}
        </span>
      ),
    },
    { type: 'divider' },
    { key: 'messages', label: <Link to="/userCenter/news" data-testid="menu-messages">{t('menu.messages')}</Link> },
    { type: 'divider' },
    { key: 'signOut', label: <span data-testid="sign-out">{t('menu.signOut')}</span>, danger: true, disabled: signOut.isPending },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'signOut') signOut.mutate();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      {/* Named by its content, not aria-label: the avatar's initial would otherwise make the
          visible text differ from the name (axe label-content-name-mismatch). */}
      <Button type="text" className={styles.userButton} data-testid="user-menu">
        <Avatar size="small" src={safeLogo(userLogo)} alt="" aria-hidden="true">
          {username.slice(0, 1).toUpperCase()}
        </Avatar>
        <span className={styles.userName} aria-hidden="true">{username}</span>
        <span className="wl-sr-only">{t('menu.label', { name: username })}</span>
      </Button>
    </Dropdown>
  );
}
