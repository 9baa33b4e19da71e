import { useEffect, useMemo, useState } from 'react';
import { Alert, Spin, Typography } from 'antd';
import { useSanitisedPreview } from '../api/announcements';
import { useAdminT } from '../i18n';
import { sanitizeRichTextHtml } from '@/lib/rich-text';
import styles from './sanitised-preview.module.css';

/** Waits for typing to pause before asking the server again. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The editor's HTML as the server will store it (POST /admin/announcements/preview runs
 * the same allow-list as saving), rendered and as source, so staff see what survives.
 */
export function SanitisedPreview({ html }: { html: string }) {
  const { t } = useAdminT();
  const settled = useDebounced(html, 400);
  const preview = useSanitisedPreview(settled);
  const stored = settled.trim() === '' ? '' : (preview.data?.html ?? '');
  const rendered = useMemo(() => sanitizeRichTextHtml(stored), [stored]);

  return (
    <div data-testid="sanitised-preview">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('announcements.previewHint')}
      </Typography.Paragraph>
      {preview.isError && <Alert type="error" showIcon title={t('announcements.previewFailed')} />}
      <Spin spinning={preview.isFetching}>
        {rendered ? (
          // The server's output, sanitised once more here before it touches the DOM.
          <div className={`wl-rich-text ${styles.preview}`} dangerouslySetInnerHTML={{ __html: rendered }} />
        ) : (
          <div className={styles.preview}>{t('announcements.previewEmpty')}</div>
        )}
      </Spin>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        {t('announcements.previewHtml')}
      </Typography.Text>
      <pre className={styles.html} data-testid="sanitised-html">
        {stored || t('announcements.previewEmpty')}
      </pre>
    </div>
  );
}
