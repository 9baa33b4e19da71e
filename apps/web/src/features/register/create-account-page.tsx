import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { translateValidation } from '@wardline/contract';
import { showFailure, toLocale, trimOnBlur, normalizePhoneOnBlur } from '@/lib/form-rules';
import { useLightForm, type LightRule } from '@/lib/light-form';
import { setSessionValue } from '@/lib/session';
// Each part from its own module: the folder's index also exports the Ant Design captcha field.
import { CaptchaImage } from '@/components/verification/captcha-image';
import { SendCodeButton } from '@/components/verification/send-code-button';
import { useCaptchaCodeSender } from '@/components/verification/use-captcha-code-sender';
import { AgreementConsent } from '@/components/agreement/agreement-consent';
import { LightButton, LightField, LightInput } from '@/components/light-form';
import { useToast } from '@/components/toast';
import { usePhoneRegister, useRegisterSendSms } from './api/register';
import { RegisterCard, RegisterSteps } from '@/components/register-shell';
import styles from './register.module.css';
import type * as RulesModule from './create-account-rules';

type Values = { phone?: string; imageCode?: string; msgCode?: string; agree?: boolean };
const FIELDS = ['phone', 'imageCode', 'msgCode', 'agree'];
const ALIASES = { photoCode: 'imageCode', code: 'imageCode' };

type Rules = typeof RulesModule;
let rulesModule: Promise<Rules> | null = null;
/** The schemas (zod and the contract's, about 30 KB): fetched when the form first takes focus, or by the first check. */
const loadRules = () => (rulesModule ??= import('./create-account-rules'));

/**
 * /register/createAccount, step 1: phone, captcha, SMS code and the agreement. Built without
 * Ant Design and without the schemas' module before its first paint (issue 7 §1: this is a
 * first visit's page on a phone); the rules are the contract's, loaded when the visitor starts
 * on the form, and the captcha once the page has loaded, so neither competes with the paint.
 */
export default function CreateAccountPage() {
  const { t, i18n } = useTranslation(['register', 'agreement', 'common']);
  const locale = toLocale(i18n.language);
  const toast = useToast();
  const navigate = useNavigate();
  const sendSms = useRegisterSendSms();
  const register = usePhoneRegister();
  const spent = useRef(false);

  const schemaRule =
    (pick: (rules: Rules) => { safeParse(value: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } } }): LightRule =>
    async (value) => {
      const result = pick(await loadRules()).safeParse(value ?? '');
      return result.success ? null : translateValidation(result.error?.issues[0]?.message ?? 'invalid', locale);
    };
  const form = useLightForm<Values>('register-create', {
    phone: schemaRule((r) => r.phoneSchema),
    // Only a send needs the captcha: once one was sent, registering does not ask for another.
    imageCode: async (value) => (spent.current ? null : schemaRule((r) => r.imageCodeSchema)(value)),
    msgCode: schemaRule((r) => r.smsCodeSchema),
    agree: (value) => (value === true ? null : t('agreement:required')),
  });


  const fail = (error: unknown) => {
    showFailure(form, error, { names: FIELDS, aliases: ALIASES, toast, fallback: t('common:httpError') });
  };

  /** Only phone and captcha must be valid to ask for a code (spec 000 §5); the register call itself needs no captcha. */
  const { onSend, captcha, countdown, sending, captchaSpent } = useCaptchaCodeSender({
    form,
    targetField: 'phone',
    mutation: sendSms,
    toBody: (phone, answer) => ({ phone, ...answer }),
    onError: fail,
    captchaAfterLoad: true,
  });
  spent.current = captchaSpent;

  const onSubmit = async () => {
    let values: Values;
    try {
      values = await form.validateAll();
    } catch (error) {
      const failed = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields ?? [];
      if (failed.some((f) => f.name[0] === 'agree')) void toast.warning(t('agreement:required'));
      return;
    }
    register.mutate(
      { phone: (values.phone ?? '').trim(), msgCode: (values.msgCode ?? '').trim() },
      {
        onSuccess: (ret) => {
          setSessionValue('idToken', ret.idToken);
          void navigate('/register/completeInfo');
        },
        onError: fail,
      },
    );
  };

  const text = (name: 'phone' | 'imageCode' | 'msgCode') => ({
    id: form.fieldId(name),
    name,
    value: form.values[name] ?? '',
    onChange: (e: { target: { value: string } }) => form.setFieldValue(name, e.target.value),
    invalid: (form.errors[name]?.length ?? 0) > 0,
  });
  /** On leaving a field: its clean-up (trim, phone normalisation), then its rule, as the other forms validate on blur. */
  const blur = (name: 'phone' | 'imageCode' | 'msgCode', clean: (e: { target: { value: string } }) => void) => (e: { target: { value: string } }) => {
    clean(e);
    void form.validateFields([name]).catch(() => undefined);
  };

  return (
    <RegisterCard title={t('create.title')} subtitle={t('create.subtitle')} steps={<RegisterSteps current={0} />}>
      <form
        id="register-create"
        noValidate
        onFocus={() => void loadRules()}
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        <LightField id={form.fieldId('phone')} label={t('fields.phone')} required errors={form.errors.phone}>
          <LightInput {...text('phone')} placeholder={t('placeholders.phone')} inputMode="numeric" autoComplete="tel-national" maxLength={24} onBlur={blur('phone', normalizePhoneOnBlur(form, 'phone'))} />
        </LightField>
        <LightField id={form.fieldId('imageCode')} label={t('fields.imageCode')} required errors={form.errors.imageCode}>
          <div className={styles.codeRow}>
            <LightInput {...text('imageCode')} placeholder={t('placeholders.imageCode')} autoComplete="off" maxLength={4} onBlur={blur('imageCode', trimOnBlur(form, 'imageCode'))} />
            <CaptchaImage captcha={captcha} />
          </div>
        </LightField>
        <LightField id={form.fieldId('msgCode')} label={t('fields.msgCode')} required errors={form.errors.msgCode}>
          <div className={styles.codeRow}>
            <LightInput
              {...text('msgCode')}
              placeholder={t('placeholders.msgCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              onBlur={blur('msgCode', trimOnBlur(form, 'msgCode'))}
            />
            <SendCodeButton countdown={countdown} loading={sending} onClick={() => void onSend()} testId="register-send-code" />
          </div>
        </LightField>
        <LightField id={form.fieldId('agree')} errors={form.errors.agree}>
          <AgreementConsent
            id={form.fieldId('agree')}
            checked={form.values.agree === true}
            invalid={(form.errors.agree?.length ?? 0) > 0}
            onChange={(checked) => {
              form.setFieldValue('agree', checked);
              void form.validateFields(['agree']).catch(() => undefined);
            }}
          />
        </LightField>
        <LightButton primary block type="submit" loading={register.isPending} data-testid="register-submit">
          {t('create.submit')}
        </LightButton>
        <p className={styles.aside}>
          {t('create.haveAccount')}{' '}
          <Link to="/?type=login" data-testid="register-to-login">
            {t('create.toLogin')}
          </Link>
        </p>
      </form>
    </RegisterCard>
  );
}
