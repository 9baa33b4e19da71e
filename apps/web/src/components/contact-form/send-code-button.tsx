import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_RESEND_INTERVAL_SECONDS, isMainlandMobile, successMessages, translateValidation } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { currentLocale } from '@/i18n/locale';
import { SendCodeButton, useCountdown } from '@/components/verification';
import { useSendContactCode } from './use-send-contact-code';

/**
 * Sends the SMS code to the phone typed in the form, then stays disabled for 60 s (the
 * shared send-code button and countdown). Without a valid phone it warns and sends nothing.
 */
export function ContactSendCode({ form }: { form: FormInstance }) {
  const { t } = useTranslation(['contactForm', 'common']);
  const { message } = App.useApp();
  const countdown = useCountdown(CODE_RESEND_INTERVAL_SECONDS);
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
          countdown.start();
          // The API client hands back `ret` only; this is the very text the server puts in errmsg.
          void message.success(successMessages.codeSent[currentLocale()]);
        },
        onError: (error) => {
          void message.error(error instanceof ApiError && error.message ? error.message : t('common:httpError'));
        },
      },
    );
  };

  return <SendCodeButton countdown={countdown} loading={send.isPending} onClick={onClick} testId="contact-send-code" />;
}
