import { Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTeamRules } from '../api/teams';

/** The team point rules dialog of the hall (GET /team/rule, in the reader's language). */
export function TeamRulesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('teams');
  const rules = useTeamRules(open);
  return (
    <Modal open={open} title={t('rules.title')} onCancel={onClose} onOk={onClose} okText={t('rules.close')} cancelButtonProps={{ style: { display: 'none' } }}>
      {rules.data ? (
        <ol data-testid="team-rules">
          {rules.data.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
