import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openLoginDialog } from '@/lib/login-dialog';
import { UserMenu } from './user-menu';
import { useSession } from './use-session';

/** The right end of the top navigation: sign-in and sign-up for a visitor, the user menu once signed in. */
export function SessionActions() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const session = useSession();

  if (session.token) {
    return <UserMenu username={session.username || t('menu.account')} userLogo={session.userLogo} />;
  }
  return (
    <Space size="small">
      <Button autoInsertSpace={false} onClick={openLoginDialog} data-testid="nav-login">
        {t('nav.login')}
      </Button>
      <Button autoInsertSpace={false} type="primary" onClick={() => void navigate('/register/createAccount')} data-testid="nav-register">
        {t('nav.register')}
      </Button>
    </Space>
  );
}
