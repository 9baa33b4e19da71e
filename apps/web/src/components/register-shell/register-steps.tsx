import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';

/** The four-step indicator: create account, complete info, select identity, authentication. */
export function RegisterSteps({ current }: { current: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation('registerShell');
  return (
    <nav aria-label={t('steps.label')} data-testid="register-steps" data-current={current}>
      <Steps
        current={current}
        size="small"
        titlePlacement="vertical"
        items={[
          { title: t('steps.createAccount') },
          { title: t('steps.completeInfo') },
          { title: t('steps.chooseIdentity') },
          { title: t('steps.authentication') },
        ]}
      />
    </nav>
  );
}
