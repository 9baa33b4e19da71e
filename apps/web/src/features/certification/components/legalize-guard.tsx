import { useEffect, type ReactNode } from 'react';
import { App, Result, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { LegalizeMode } from '../use-legalize-mode';

/**
 * Lets only a signed-in account of the page's type through: a visitor goes to the login
 * dialog, another type sees why (the server refuses it too).
 */
export function LegalizeGuard({ mode, usertype, children }: { mode: LegalizeMode; usertype: 'hacker' | 'company' | 'supplier'; children: ReactNode }) {
  const { t } = useTranslation(['certification', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  useEffect(() => {
    if (!mode.signedIn) void message.warning(t('needLogin'));
  }, [mode.signedIn, message, t]);
  if (!mode.signedIn) return <Navigate to="/?type=login" replace />;
  if (mode.usertype !== usertype) {
    return (
      <Result
        status="warning"
        title={t('wrongType')}
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('common:home')}
          </Button>
        }
      />
    );
  }
  return <>{children}</>;
}
