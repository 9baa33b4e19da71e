import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_RESEND_INTERVAL_SECONDS, successMessages } from '@wardline/contract';
import { checkFieldNow, fieldsOf, toLocale, type FormLike } from '@/lib/form-rules';
import { useToast } from '@/components/toast';
import { useCaptcha, type Captcha } from './use-captcha';
import { useCountdown, type Countdown } from './use-countdown';

/** What every send-code payload carries besides its target: the captcha answer and its token. */
export type CaptchaAnswer = { photoCode: string; code: string };

/** The part of a TanStack mutation the sender drives; a `useMutation` result fits. */
type SendMutation<Body> = {
  mutate: (body: Body, callbacks: { onSuccess: () => void; onError: (error: unknown) => void; onSettled: () => void }) => void;
  isPending: boolean;
};

type Options<Body> = {
  form: FormLike;
  /** The field the code goes to (phone, account, email): only it and the captcha must be valid to send. */
  targetField: string;
  captchaField?: string;
  mutation: SendMutation<Body>;
  /** The payload from the trimmed target and the captcha answer. */
  toBody: (target: string, answer: CaptchaAnswer) => Body;
  onError: (error: unknown) => void;
  /** Fetch the first captcha once the page has loaded (a first visit's page: registration step 1). */
  captchaAfterLoad?: boolean;
};

export type CaptchaCodeSender = {
  onSend: () => Promise<void>;
  captcha: Captcha;
  countdown: Countdown;
  sending: boolean;
  /** True once a send used up the captcha, so a form whose own submit needs none can drop its rule. */
  captchaSpent: boolean;
};

/**
 * "Send code" behind an image captcha (spec 000 §5, §8): checks the captcha and the target
 * field, sends, starts the resend countdown on success, and — sent or not — clears the
 * spent captcha and shows a fresh one.
 */
export function useCaptchaCodeSender<Body>({ form, targetField, captchaField = 'imageCode', mutation, toBody, onError, captchaAfterLoad = false }: Options<Body>): CaptchaCodeSender {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const message = useToast();
  const captcha = useCaptcha({ afterLoad: captchaAfterLoad });
  const countdown = useCountdown(CODE_RESEND_INTERVAL_SECONDS);
  const [captchaSpent, setCaptchaSpent] = useState(false);

  const onSend = async () => {
    const fields = fieldsOf(form);
    // The captcha is checked here, not by the form's rules: the form's own submit does not need it.
    // Its schema arrives with the first send, so a page that paints without the schemas stays light.
    const { imageCodeSchema } = await import('./captcha-schema');
    const captchaOk = checkFieldNow(form, captchaField, imageCodeSchema, locale);
    try {
      await fields.validateFields([targetField]);
    } catch {
      return;
    }
    if (!captchaOk) return;
    const target = String(fields.getFieldValue(targetField) ?? '').trim();
    const photoCode = String(fields.getFieldValue(captchaField) ?? '').trim();
    mutation.mutate(toBody(target, { photoCode, code: captcha.token }), {
      onSuccess: () => {
        countdown.start();
        setCaptchaSpent(true);
        void message.success(successMessages.codeSent[locale]);
      },
      onError,
      // Either way the captcha was spent: a resend needs a fresh one.
      onSettled: () => {
        fields.setFieldValue(captchaField, '');
        captcha.refresh();
      },
    });
  };

  return { onSend, captcha, countdown, sending: mutation.isPending, captchaSpent };
}
