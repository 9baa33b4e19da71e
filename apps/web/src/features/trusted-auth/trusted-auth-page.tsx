import { useEffect, useState } from 'react';
import { Alert, Skeleton, Steps } from 'antd';
import { TRUSTED_AUTH_STEPS, TRUSTED_AUTH_STEP_SIGN_TYPE, type TrustedAuthSignInfo } from '@wardline/contract';
import { useDocumentTitle } from '@/lib/document-title';
import { setSessionValue } from '@/lib/session';
import { useBankInfo, useRefreshSignInfo, useSignInfo } from './api/trusted-auth-calls';
import { useTrustedAuthT } from './i18n';
import { PageHeader } from './page-header';
import { MaterialsStep } from './steps/materials-step';
import { PledgeStep } from './steps/pledge-step';
import { ResultStep } from './steps/result-step';
import styles from './trusted-auth.module.css';

/**
 * /register/trustedAuthentication (spec 001 §2): five ordered steps — materials, the three
 * pledges, the result — the current one taken from the server's record (`step`). A pledge
 * just signed stays on screen until "next"; a refused attempt offers a retry from the materials.
 */
export default function TrustedAuthPage() {
  const { t } = useTrustedAuthT();
  useDocumentTitle(t('title'));
  const info = useSignInfo();
  return (
    <main className={styles.page}>
      <PageHeader title={t('title')} />
      {info.isPending ? <Skeleton active /> : info.data ? <Flow info={info.data} /> : <Alert type="error" showIcon title={info.error?.message || t('loadFailed')} />}
    </main>
  );
}

function Flow({ info }: { info: TrustedAuthSignInfo }) {
  const { t } = useTrustedAuthT();
  const refresh = useRefreshSignInfo();
  // What is shown: the server's step (a signed pledge stays until "next", which refetches it), or the materials of a retry.
  const [shown, setShown] = useState<number | null>(null);
  const step = shown ?? info.step;
  const retrying = shown === 0 && info.step === 4;
  const bank = useBankInfo();
  // The stored status follows the server's (the account centre and the menus read it).
  useEffect(() => setSessionValue('userStatus', info.status), [info.status]);

  const next = async () => {
    await refresh();
    setShown(null);
  };
  const key = TRUSTED_AUTH_STEPS[step]!;
  return (
    <>
      <Steps className={styles.steps} current={step} items={TRUSTED_AUTH_STEPS.map((s) => ({ title: t(`steps.${s}`) }))} data-testid="trusted-steps" />
      {key === 'materials' &&
        (bank.data ? (
          <MaterialsStep bank={bank.data} previous={retrying || info.attempt?.state === 'signing' ? (info.attempt?.materials ?? null) : null} onSaved={() => void next()} />
        ) : bank.isError ? (
          <Alert type="error" showIcon title={bank.error.message} />
        ) : (
          <Skeleton active />
        ))}
      {key !== 'materials' && key !== 'complete' && (
        <PledgeStep
          key={key}
          type={TRUSTED_AUTH_STEP_SIGN_TYPE[key]}
          onNext={() => void next()}
        />
      )}
      {key === 'complete' && <ResultStep info={info} onRetry={() => setShown(0)} />}
      {info.status === 'oldCredible' && step === 0 && <Alert type="info" showIcon title={t('result.oldCredible')} />}
    </>
  );
}
