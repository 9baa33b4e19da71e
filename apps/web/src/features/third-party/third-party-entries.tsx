import { useState } from 'react';
import { App, Button, Divider, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ThirdPartyProvider } from '@wardline/contract';
import { closeLoginDialog } from '@/lib/login-dialog';
import { ApiError } from '@/lib/api-client';
import { fetchAuthorizeUrl } from './api/third-party';
import { useSignInProviders } from './api/sign-in-providers';
import styles from './third-party.module.css';

/**
 * The login dialog's "other ways to sign in": single sign-on (its own screen), WeChat and
 * Alipay (straight to the provider) — only those the server is configured for; nothing at
 * all while it has not said, or when it offers none (issue 13, item 7).
 */
export function ThirdPartyEntries() {
  const { t } = useTranslation('thirdParty');
  const { message } = App.useApp();
  const [pending, setPending] = useState<ThirdPartyProvider | null>(null);
  const configured = useSignInProviders().data ?? [];
  if (configured.length === 0) return null;
  const offers = (provider: ThirdPartyProvider) => configured.includes(provider);

  const go = async (provider: 'wechat' | 'alipay') => {
    setPending(provider);
    try {
      window.location.assign(await fetchAuthorizeUrl(provider));
    } catch (error) {
      void message.error(error instanceof ApiError && error.message ? error.message : t('entries.failed'));
      setPending(null);
    }
  };

  return (
    <div className={styles.entries} data-testid="third-party-entries">
      <Divider plain>{t('entries.title')}</Divider>
      <Space size="middle" wrap className={styles.entryButtons}>
        {offers('oidc') && (
          <Link to="/xiamlogin" onClick={closeLoginDialog} data-testid="entry-sso">
            {t('entries.sso')}
          </Link>
        )}
        {offers('wechat') && (
          <Button type="link" loading={pending === 'wechat'} onClick={() => void go('wechat')} data-testid="entry-wechat">
            {t('entries.wechat')}
          </Button>
        )}
        {offers('alipay') && (
          <Button type="link" loading={pending === 'alipay'} onClick={() => void go('alipay')} data-testid="entry-alipay">
            {t('entries.alipay')}
          </Button>
        )}
      </Space>
    </div>
  );
}
