import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CHOOSE_IDENTITY, exitPath, homeOf, type LegalizeMode } from '../use-legalize-mode';
import styles from '../certification.module.css';

type Props = { mode: LegalizeMode; submitLabel?: string; submitting?: boolean; canSubmit?: boolean };

/**
 * The buttons under every certification form. During registration: submit, skip (home)
 * and previous (choose identity) — previous only while no identity is chosen, since the
 * choice is made once (issue 13, item 10). From the account centre: submit and back.
 */
export function LegalizeActions({ mode, submitLabel, submitting, canSubmit = true }: Props) {
  const { t } = useTranslation('certification');
  const navigate = useNavigate();
  return (
    <div className={styles.actions}>
      {canSubmit && (
        <Button autoInsertSpace={false} type="primary" htmlType="submit" size="large" loading={submitting} data-testid="legalize-submit">
          {submitLabel ?? t('actions.submit')}
        </Button>
      )}
      {mode.fromUserCenter ? (
        // Back to where the reader came from, else to the account centre.
        <Button autoInsertSpace={false} size="large" onClick={() => void ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate(homeOf(mode)))} data-testid="legalize-back">
          {t('actions.back')}
        </Button>
      ) : (
        <>
          {!mode.usertype && (
            <Button autoInsertSpace={false} size="large" onClick={() => void navigate(CHOOSE_IDENTITY)} data-testid="legalize-previous">
              {t('actions.previous')}
            </Button>
          )}
          <Button autoInsertSpace={false} size="large" type="text" onClick={() => void navigate(exitPath(mode))} data-testid="legalize-skip">
            {t('actions.skip')}
          </Button>
        </>
      )}
    </div>
  );
}
