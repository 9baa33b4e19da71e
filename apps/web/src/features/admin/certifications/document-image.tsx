import { Image, Spin } from 'antd';
import { usePrivateImage } from '../api/private-file';
import { useAdminT } from '../i18n';
import styles from '../admin.module.css';

/** One certification document, fetched with the staff token and shown from an object URL. */
export function DocumentImage({ label, fileRef }: { label: string; fileRef: string }) {
  const { t } = useAdminT();
  const image = usePrivateImage(fileRef);
  return (
    <figure className={styles.document} data-testid="certification-document">
      <figcaption>{label}</figcaption>
      {image.state === 'ready' ? (
        <Image src={image.url} alt={label} preview={{ mask: t('certifications.openOriginal') }} />
      ) : (
        <div className={styles.documentPlaceholder}>{image.state === 'loading' ? <Spin /> : t('certifications.documentFailed')}</div>
      )}
    </figure>
  );
}
