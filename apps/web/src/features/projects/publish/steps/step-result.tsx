import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export type PublishOutcome = { ok: true; id: string; updated: boolean } | { ok: false; message: string; draftKept: boolean };

type Props = { outcome: PublishOutcome; onPrevious: () => void; onContinue: () => void };

/**
 * Step 4 (spec 002 §2.1, §4): on success "view project" and "continue publishing"; on
 * failure the server's message, the note that the project was kept as a draft the
 * company can edit and publish again, and "previous".
 */
export function StepResult({ outcome, onPrevious, onContinue }: Props) {
  const { t } = useTranslation('projectPublish');
  const navigate = useNavigate();
  if (!outcome.ok) {
    return (
      <Result
        status="error"
        title={t('result.failedTitle')}
        subTitle={
          <>
            <span data-testid="publish-error">{outcome.message}</span>
            {outcome.draftKept && (
              <>
                <br />
                <span data-testid="draft-note">{t('result.draftNote')}</span>
              </>
            )}
          </>
        }
        extra={
          <Button onClick={onPrevious} data-testid="result-previous">
            {t('result.previous')}
          </Button>
        }
        data-testid="publish-failed"
      />
    );
  }
  return (
    <Result
      status="success"
      title={outcome.updated ? t('result.updatedTitle') : t('result.successTitle')}
      subTitle={t('result.successText')}
      extra={[
        <Button key="view" type="primary" onClick={() => navigate(`/projectPage/detail/${outcome.id}`)} data-testid="result-view">
          {t('result.view')}
        </Button>,
        <Button key="continue" onClick={onContinue} data-testid="result-continue">
          {t('result.continue')}
        </Button>,
      ]}
      data-testid="publish-succeeded"
    />
  );
}
