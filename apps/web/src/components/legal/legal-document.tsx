import { useTranslation } from 'react-i18next';
import { ProseBlocks, ProseSectionView, proseClassName } from './prose';
import type { LegalDocument } from './types';
import styles from './legal.module.css';

type LegalDocumentViewProps = {
  doc: LegalDocument;
  /** Prefixed to every section id (a dialog showing both texts keeps ids unique). */
  idPrefix?: string;
};

/** A legal text: version line, the notice to read first, then numbered sections with anchors. */
export function LegalDocumentView({ doc, idPrefix = '' }: LegalDocumentViewProps) {
  const { t } = useTranslation('legal');
  return (
    <div className={`${proseClassName} ${styles.document}`}>
      <p className={styles.meta}>{t('meta', { version: doc.version, date: doc.effectiveDate })}</p>
      <div className={styles.intro}>
        <ProseBlocks blocks={doc.intro} />
      </div>
      {doc.sections.map((section, i) => (
        <ProseSectionView key={section.id} section={section} index={i} idPrefix={idPrefix} />
      ))}
    </div>
  );
}
