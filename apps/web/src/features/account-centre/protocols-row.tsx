import { App, Button, List } from 'antd';
import { accountApi, PROTOCOL_FILES, type ProtocolFile } from '@wardline/contract';
import { callFile } from '@/lib/api-client';
import { saveBlob } from '@/lib/uploads';
import { useAccountCentreT } from './i18n';
import styles from './account-centre.module.css';

/** The protocol downloads (spec 001 §2, §7 /downLoad; not for companies): three PDFs in the reader's language, fetched with the token. */
export function ProtocolsRow() {
  const { t } = useAccountCentreT();
  const { message } = App.useApp();
  const download = async (filePath: ProtocolFile) => {
    const res = await callFile(accountApi.download, { query: { filePath } });
    // Spec 001 §8: an answer that is not the document (no PDF type) is a failed download.
    if (!res.ok || res.headers.get('content-type') !== 'application/pdf') {
      void message.warning(t('protocols.downloadFailed'));
      return;
    }
    const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `${filePath}.pdf`;
    saveBlob(await res.blob(), name);
  };
  return (
    <div data-testid="protocols-row">
      <p className={styles.muted}>{t('protocols.intro')}</p>
      <List
        dataSource={[...PROTOCOL_FILES]}
        renderItem={(file) => (
          <List.Item
            actions={[
              <Button key="download" type="link" onClick={() => void download(file)} data-testid={`download-${file}`} aria-label={`${t('protocols.download')} ${t(`protocols.${file}`)}`}>
                {t('protocols.download')}
              </Button>,
            ]}
          >
            {t(`protocols.${file}`)}
          </List.Item>
        )}
      />
    </div>
  );
}
