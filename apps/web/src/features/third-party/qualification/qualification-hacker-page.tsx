import { App, Button, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { blogSchema, nicknameSchema } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { schemaRule, showServerFieldErrors, toLocale, trimOnBlur } from '@/lib/form-rules';
import { getSessionValue, setSessionValue } from '@/lib/session';
import { BirthdayField, birthdayValue } from '@/components/birthday';
import { useProfectUser } from '../api/qualification';
import { ThirdPartyCard } from '../third-party-card';
import { pathAfterQualification } from './after-qualification';
import { CountryField } from './country-field';
import { Picture } from './picture';
import { useSignedIn } from './use-signed-in';

type Values = { username?: string; country?: string; birthday?: Dayjs | null; blog?: string };
const FIELDS = ['username', 'country', 'birthday', 'blog'];

/**
 * /qualification/hacker (spec 000 §2 "personal info"): picture, nickname, country,
 * birthday and blog of the signed-in account → POST /portal/profectuser (mode profile);
 * China goes on to bind a phone, elsewhere home.
 */
export default function QualificationHackerPage() {
  const { t, i18n } = useTranslation(['thirdParty', 'common']);
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const profect = useProfectUser(null);
  const signedIn = useSignedIn();
  if (!signedIn) return <Navigate to="/" replace />;

  const onFinish = (values: Values) => {
    profect.mutate(
      { mode: 'profile', username: (values.username ?? '').trim(), country: values.country ?? '', birthday: birthdayValue(values.birthday), blog: (values.blog ?? '').trim() },
      {
        onSuccess: (ret) => {
          setSessionValue('username', ret.username);
          setSessionValue('userStatus', ret.userStatus);
          void message.success(t('qualification.saved'));
          void navigate(pathAfterQualification(ret.country), { replace: true });
        },
        onError: (error) => {
          const err = error instanceof ApiError ? error : null;
          showServerFieldErrors(form, err?.fields ?? [], FIELDS);
          void message.error(err?.message || t('common:httpError'));
        },
      },
    );
  };

  return (
    <ThirdPartyCard title={t('qualification.hackerTitle')} subtitle={t('qualification.hackerSubtitle')} testId="qualification-hacker-page">
      <Form<Values> form={form} name="qualification-hacker" layout="vertical" size="large" validateTrigger="onBlur" initialValues={{ username: getSessionValue('username') ?? '' }} onFinish={onFinish}>
        <Picture src={getSessionValue('userLogo')} />
        <Form.Item name="username" label={t('fields.username')} required rules={[schemaRule(nicknameSchema, locale)]}>
          <Input placeholder={t('placeholders.username')} maxLength={30} onBlur={trimOnBlur(form, 'username')} />
        </Form.Item>
        <CountryField />
        <BirthdayField label={t('fields.birthday')} placeholder={t('placeholders.birthday')} />
        <Form.Item name="blog" label={t('fields.blog')} rules={[schemaRule(blogSchema, locale)]}>
          <Input placeholder={t('placeholders.blog')} maxLength={200} onBlur={trimOnBlur(form, 'blog')} />
        </Form.Item>
        <Button autoInsertSpace={false} type="primary" htmlType="submit" block size="large" loading={profect.isPending} data-testid="qualification-hacker-submit">
          {t('qualification.save')}
        </Button>
      </Form>
    </ThirdPartyCard>
  );
}
