import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { CaptchaField, SendCodeButton, useCaptchaCodeSender, type CaptchaCodeSender } from '@/components/verification';
import { useSendContactCode } from './use-send-contact-code';

/**
 * The contact form's code sender: the SMS goes to a number the sender may not own, so it
 * sits behind the image captcha (issue 12 item 9); the shared sender checks the phone and
 * the captcha, sends, counts down 60 s and shows a fresh image either way.
 */
export function useContactCodeSender(form: FormInstance): CaptchaCodeSender {
  const { t } = useTranslation(['contactForm', 'common']);
  const { message } = App.useApp();
  return useCaptchaCodeSender({
    form,
    targetField: 'phone',
    mutation: useSendContactCode(),
    toBody: (phone, answer) => ({ phone, ...answer }),
    onError: (error) => void message.error(error instanceof ApiError && error.message ? error.message : t('common:httpError')),
  });
}

/** The image code row above the SMS code. */
export function ContactCaptcha({ sender, id }: { sender: CaptchaCodeSender; id: string }) {
  const { t } = useTranslation('contactForm');
  return <CaptchaField name="imageCode" label={t('fields.imageCode')} placeholder={t('placeholders.imageCode')} captcha={sender.captcha} id={id} required testId="contact-captcha" />;
}

/** The send button of the SMS code row. */
export function ContactSendCode({ sender }: { sender: CaptchaCodeSender }) {
  return <SendCodeButton countdown={sender.countdown} loading={sender.sending} onClick={() => void sender.onSend()} testId="contact-send-code" size="middle" />;
}
