import { useEffect } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasSession } from '@/lib/session';

/**
 * The personal, phone and company screens act on the signed-in account (the routes carry
 * no login flag, spec 000 §2, so the screen itself says so and sends a visitor home).
 */
export function useSignedIn(): boolean {
  const { t } = useTranslation('thirdParty');
  const { message } = App.useApp();
  const signedIn = hasSession();
  useEffect(() => {
    if (!signedIn) void message.warning(t('qualification.needSession'));
  }, [signedIn, message, t]);
  return signedIn;
}
