import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageError } from '@/lib/page-error';
import styles from './shell.module.css';

/** A code chunk that could not be fetched: usually a new version was deployed (old hashes are gone) or the network dropped. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i.test(`${error.name} ${error.message}`);
}

/**
 * The app's error element (shown by app/page-boundary.tsx): a crashed page or a chunk that
 * failed to load shows our translated page, with a reload, inside the shell.
 */
export function RouteError() {
  const error = usePageError();
  const { t } = useTranslation('common');
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    console.error(chunk ? 'page chunk failed to load' : 'page crashed', error);
  }, [chunk, error]);
  const key = chunk ? 'chunkFailed' : 'crashed';
  return (
    <section className={styles.result} role="alert" data-testid={chunk ? 'chunk-failed' : 'page-crashed'}>
      <h1>{t(`${key}.title`)}</h1>
      <p>{t(`${key}.body`)}</p>
      <button type="button" className={styles.primaryButton} onClick={() => window.location.reload()}>
        {t(`${key}.action`)}
      </button>
    </section>
  );
}
