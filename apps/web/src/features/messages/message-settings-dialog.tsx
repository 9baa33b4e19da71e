import { App, Modal, Radio, Result, Spin, Switch } from 'antd';
import { MESSAGE_CONFIG_TYPES, type EditMessageConfigBody } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { useEditMessageConfig, useMessageConfig } from './api/message-config';
import { useMessagesT } from './i18n';
import styles from './messages.module.css';

/** The notification settings (spec 000 §3 "Message config"): channels, language, topics, one switch at a time. */
export function MessageSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useMessagesT();
  const { message } = App.useApp();
  const config = useMessageConfig(open);
  const edit = useEditMessageConfig();

  const change = (body: EditMessageConfigBody) =>
    edit.mutate(body, {
      onSuccess: () => void message.success(t('config.modified')),
      onError: (err) => void message.error(err instanceof ApiError ? err.message : t('config.loadFailed')),
    });

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('config.title')} destroyOnHidden data-testid="message-settings">
      {config.isError ? (
        <Result status="warning" title={t('config.loadFailed')} />
      ) : !config.data ? (
        <Spin />
      ) : (
        <div className={styles.settings}>
          <section aria-labelledby="settings-channels">
            <h2 id="settings-channels">{t('config.channels')}</h2>
            <p className={styles.hint}>{t('config.channelsHint')}</p>
            {config.data.modeConfigVos.map((mode) => (
              <div key={mode.id} className={styles.settingRow}>
                <span className={styles.settingName}>{mode.title}</span>
                <span className={styles.account}>{mode.account || t('config.unbound')}</span>
                <Switch
                  checked={mode.status === 1}
                  disabled={!mode.account || edit.isPending}
                  title={mode.account ? undefined : t('config.unboundHint')}
                  aria-label={mode.title}
                  onChange={(on) => change({ id: mode.id, type: MESSAGE_CONFIG_TYPES.mode, status: on ? 1 : 0 })}
                  data-testid={`channel-${mode.id}`}
                />
              </div>
            ))}
          </section>
          <section aria-labelledby="settings-language">
            <h2 id="settings-language">{t('config.language')}</h2>
            <p className={styles.hint}>{t('config.languageHint')}</p>
            <Radio.Group
              value={config.data.languageType}
              disabled={edit.isPending}
              onChange={(e) => change({ id: 0, type: MESSAGE_CONFIG_TYPES.language, status: e.target.value as 0 | 1 })}
              options={[
                { value: 0, label: t('config.zh') },
                { value: 1, label: t('config.en') },
              ]}
              aria-label={t('config.language')}
              data-testid="language-type"
            />
          </section>
          <section aria-labelledby="settings-content">
            <h2 id="settings-content">{t('config.content')}</h2>
            <p className={styles.hint}>{t('config.contentHint')}</p>
            {config.data.contentConfigVos.map((topic) => (
              <div key={topic.id} className={styles.settingRow}>
                <span className={styles.settingName}>{topic.name}</span>
                <Switch
                  checked={topic.status === 1}
                  disabled={edit.isPending}
                  aria-label={topic.name}
                  onChange={(on) => change({ id: topic.id, type: MESSAGE_CONFIG_TYPES.content, status: on ? 1 : 0 })}
                  data-testid={`topic-${topic.id}`}
                />
              </div>
            ))}
          </section>
        </div>
      )}
    </Modal>
  );
}
