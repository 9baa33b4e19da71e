import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hasSession } from '@/lib/session';
import { asksForLogin, closeLoginDialog, openLoginDialog, useLoginDialogOpen } from '@/lib/login-dialog';

const LoginPanel = lazy(() => import('./login-panel'));

function withoutLoginTriggers(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  if (next.get('ssoLogin') === '1') next.delete('ssoLogin');
  if ((next.get('type') ?? '').includes('login')) next.delete('type');
  if (next.get('logon') === 'false') next.delete('logon');
  return next;
}

/**
 * The 480 px sign-in dialog with its phone and email tabs. Mounted once in the shell;
 * opened by the query triggers or by `openLoginDialog()`. Closing it drops the trigger
 * from the address, so a reload does not reopen it. `extra` is shown under the forms
 * (the shell passes the third-party sign-in entries: features do not import each other).
 */
export function LoginDialog({ extra }: { extra?: ReactNode } = {}) {
  const { t } = useTranslation('auth');
  const open = useLoginDialogOpen();
  const [params, setParams] = useSearchParams();
  const triggered = asksForLogin(params);

  useEffect(() => {
    if (triggered && !hasSession()) openLoginDialog();
  }, [triggered]);

  const onClose = () => {
    closeLoginDialog();
    if (triggered) setParams(withoutLoginTriggers(params), { replace: true });
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('title')}
      width={480}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="login-dialog"
    >
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <LoginPanel extra={extra} />
      </Suspense>
    </Modal>
  );
}
