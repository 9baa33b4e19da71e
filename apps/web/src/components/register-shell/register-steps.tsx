import { useTranslation } from 'react-i18next';
import styles from './register-shell.module.css';

const STEPS = ['steps.createAccount', 'steps.completeInfo', 'steps.chooseIdentity', 'steps.authentication'] as const;

/**
 * The four-step indicator: create account, complete info, select identity, authentication.
 * Plain markup drawn like Ant Design's small steps with titles below, so step 1 paints
 * without Ant Design (issue 7 §1).
 */
export function RegisterSteps({ current }: { current: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation('registerShell');
  return (
    <nav aria-label={t('steps.label')} data-testid="register-steps" data-current={current}>
      <ol className={styles.steps}>
        {STEPS.map((key, index) => {
          const state = index < current ? 'finish' : index === current ? 'process' : 'wait';
          return (
            <li key={key} className={`${styles.step} ${styles[state]}`} aria-current={index === current ? 'step' : undefined}>
              <span className={styles.stepIcon} aria-hidden="true">
                {state === 'finish' ? '✓' : index + 1}
              </span>
              <span className={styles.stepTitle}>{t(key)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
