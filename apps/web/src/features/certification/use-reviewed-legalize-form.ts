import { App, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { successMessages, type CertificationReviewState, type CertificationSubmitResult } from '@wardline/contract';
import { showFailure, toLocale } from '@/lib/form-rules';
import { setSessionValue } from '@/lib/session';
import { reviewedFormState, updateModeSearch } from './components/reviewed-form-state';
import { exitPath, type LegalizeMode } from './use-legalize-mode';

type Latest = { review: CertificationReviewState } | null;

/**
 * What the company and supplier certification forms share: the form, what the latest
 * submission allows, the submit callbacks (store the new status, toast and leave; or put
 * the server's errors on `fields`), and the way into update mode of an approved submission.
 */
export function useReviewedLegalizeForm<Values>(latest: Latest, mode: LegalizeMode, fields: readonly string[]) {
  const { t, i18n } = useTranslation(['certification', 'common']);
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { review, editable, sendAsUpdate } = reviewedFormState(latest, mode);

  const submitCallbacks = {
    onSuccess: (ret: CertificationSubmitResult) => {
      setSessionValue('userStatus', ret.userStatus);
      void message.success(successMessages.certificationSubmitted[locale]);
      void navigate(exitPath(mode));
    },
    onError: (error: unknown) => {
      showFailure(form, error, { names: fields, toast: message, fallback: t('common:httpError') });
    },
  };
  const openUpdate = review === 'approved' && !mode.update ? () => void navigate(updateModeSearch(mode)) : undefined;

  return { form, locale, review, editable, sendAsUpdate, submitCallbacks, openUpdate };
}
