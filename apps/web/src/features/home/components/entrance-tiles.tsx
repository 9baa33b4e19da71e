import { useTranslation } from 'react-i18next';
import { useEntranceTiles } from '../api/use-entrance-tiles';
import { leadsSomewhere, safeImageSrc, safeLink } from '@/lib/safe-url';
import { EntryNoticeView, useProjectEntry } from '@/components/project-entry';
import { SectionHeading } from './section-heading';
import { SmartLink } from './smart-link';
import styles from '../home.module.css';

/**
 * Platform entrance tiles: internal routes open in place, other sites in a new tab, and a
 * third-party project entrance (`thirdParty`) follows the hacker project entry of spec 000 §4:
 * sign in, real-name certification, then the signed address `/tpLogin/getRedirectUrl/{id}`
 * answers, in a new window.
 */
export function EntranceTiles() {
  const { t } = useTranslation('home');
  const tiles = useEntranceTiles();
  const entry = useProjectEntry();
  // A tile for a page not built yet is hidden until it is (never a first click on "not found").
  const shown = tiles.data?.filter((tile) => tile.thirdParty || leadsSomewhere(safeLink(tile.url)));

  return (
    <section className={`wl-container ${styles.entrances}`} aria-labelledby="home-entrances" data-testid="home-entrances">
      <SectionHeading id="home-entrances" title={t('entrances.title')} subtitle={t('entrances.subtitle')} />
      <EntryNoticeView notice={entry.notice} onDismiss={entry.dismiss} />
      {tiles.isPending ? (
        <div className={styles.tileGrid} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className={`${styles.tile} ${styles.tilePlaceholder}`} aria-hidden="true">
              <span className={styles.tileLogo} />
              <span className={styles.tileText}>
                <span className={styles.placeholderLine} />
                <span className={styles.placeholderLine} />
              </span>
            </div>
          ))}
        </div>
      ) : !shown?.length ? (
        // A list that fails to load shows as empty (spec 000 §8).
        <p className={styles.empty}>{t('entrances.empty')}</p>
      ) : (
        <ul className={styles.tileGrid}>
          {shown.map((tile) => {
            const link = safeLink(tile.url);
            const logo = safeImageSrc(tile.logo);
            const face = (
              <>
                {logo ? <img src={logo} alt="" width={56} height={56} className={styles.tileLogo} /> : <span className={styles.tileLogo} aria-hidden="true" />}
                <span className={styles.tileText}>
                  <span className={styles.tileName}>{tile.name}</span>
                  <span className={styles.tileIntro}>{tile.introduce}</span>
                </span>
              </>
            );
            if (tile.thirdParty) {
              return (
                <li key={tile.id} className={styles.tileItem}>
                  <button type="button" className={`${styles.tile} ${styles.tileButton}`} onClick={() => void entry.enterThirdParty(tile.id)} data-testid="entrance-tile" data-entrance-id={tile.id} data-external="true">
                    {face}
                    <span className={styles.srOnly}>{t('entrances.external')}</span>
                  </button>
                </li>
              );
            }
            return (
              <li key={tile.id} className={styles.tileItem}>
                <SmartLink
                  link={link}
                  className={styles.tile}
                  data-testid="entrance-tile"
                  data-entrance-id={tile.id}
                  data-external={link?.kind === 'external' ? 'true' : 'false'}
                  externalHint={t('entrances.external')}
                >
                  {face}
                </SmartLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
