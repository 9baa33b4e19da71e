import { Alert, Button, List, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDiscardDraft, useKeptDrafts } from '../api/publish-calls';
import styles from '../publish.module.css';

/**
 * The drafts the server kept of failed publishes and updates (spec 002 §4: "auto-saved as
 * a draft and can be edited and republished"): each reopens in the wizard, or is discarded.
 */
export function KeptDrafts() {
  const { t, i18n } = useTranslation('projectPublish');
  const navigate = useNavigate();
  const drafts = useKeptDrafts();
  const discard = useDiscardDraft();
  if (!drafts.data?.length) return null;
  return (
    <Alert
      className={styles.notice}
      type="info"
      showIcon
      title={t('drafts.title', { count: drafts.data.length })}
      data-testid="kept-drafts"
      description={
        <List
          size="small"
          dataSource={drafts.data}
          renderItem={(draft) => (
            <List.Item
              data-testid={`draft-${draft.id}`}
              actions={[
                <Button key="open" type="link" size="small" onClick={() => navigate(`/company/publishProject?draftId=${encodeURIComponent(draft.id)}`)} data-testid={`reopen-${draft.id}`}>
                  {t('drafts.reopen')}
                </Button>,
                <Popconfirm key="discard" title={t('drafts.discardConfirm')} okText={t('drafts.discard')} cancelText={t('levels.cancel')} onConfirm={() => discard.mutateAsync(draft.id)}>
                  <Button type="link" size="small" danger>
                    {t('drafts.discard')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={draft.projectname || t('drafts.untitled')}
                description={`${new Date(draft.savedAt).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'zh-CN')} · ${draft.errmsg}`}
              />
            </List.Item>
          )}
        />
      }
    />
  );
}
