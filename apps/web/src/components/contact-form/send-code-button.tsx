import { App, Button, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_RESEND_INTERVAL_SECONDS, isMainlandMobile, successMessages, translateValidation } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { currentLocale } from '@/i18n/locale';
import { useCountdown } from './use-countdown';
import { useSendContactCode } from './use-send-contact-code';

/**
 * Sends the SMS code to the phone typed in the form, then stays disabled for 60 s.
 * Without a valid phone it warns and sends nothing.
 */
export function SendCodeButton({ form }: { form: FormInstance }) {
  const { t } = useTranslation('contactForm');
  const { message } = App.useApp();
  const { remaining, running, start } = useCountdown(CODE_RESEND_INTERVAL_SECONDS);
  const send = useSendContactCode();

  const onClick = () => {
    const phone = String(form.getFieldValue('phone') ?? '').trim();
    if (!isMainlandMobile(phone)) {
      void message.warning(translateValidation('phone.required', currentLocale()));
      if (phone) void form.validateFields(['phone']).catch(() => undefined);
      return;
    }
    send.mutate(
      { phone },
      {
        onSuccess: () => {
          start();
          // The API client hands back `ret` only; this is the very text the server puts in errmsg.
          void message.success(successMessages.codeSent[currentLocale()]);
        },
        onError: (error) => {
          void message.error(error instanceof ApiError && error.message ? error.message : t('common:httpError'));
        },
      },
    );
  };

  return (
    <Button onClick={onClick} disabled={running} loading={send.isPending} data-testid="contact-send-code">
      {running ? t('resendIn', { seconds: remaining }) : t('sendCode')}
    </Button>
  );
}
