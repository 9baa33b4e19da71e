import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { normalizeVulnerabilityUrl } from '@wardline/contract';
import { ProseBlocks, ProseSectionView, proseClassName } from '@/components/legal/prose';
import type { ProseBlock } from '@/components/legal/types';
import { DocPage } from './components/doc-page';
import { hackerGuideEn } from './content/hacker-guide.en';
import { hackerGuideZh } from './content/hacker-guide.zh';
import { useContent } from './use-content';

/** /about/hacker-guide and /hackerservice/hacker-guide: one page, two breadcrumbs. */
export default function HackerGuidePage() {
  const { t } = useTranslation('about');
  const { pathname } = useLocation();
  const content = useContent({ zh: hackerGuideZh, en: hackerGuideEn });
  const section = pathname.startsWith('/hackerservice') ? t('breadcrumb.hackerServices') : t('breadcrumb.about');

  // The right column is what the submission form will store: the contract's own normaliser.
  const urlTable: ProseBlock = {
    table: {
      head: [t('hackerGuide.urlColumns.case'), t('hackerGuide.urlColumns.input'), t('hackerGuide.urlColumns.normalized')],
      rows: content.urlExamples.map(({ label, input }) => [label, `\`${input}\``, `\`${normalizeVulnerabilityUrl(input) ?? ''}\``]),
    },
  };

  return (
    <DocPage
      section={section}
      title={t('hackerGuide.title')}
      lead={<ProseBlocks blocks={content.lead} />}
      toc={content.sections.map(({ id, title }) => ({ id, title }))}
    >
      <div className={proseClassName}>
        {content.sections.map((s) => (
          <ProseSectionView key={s.id} section={s}>
            {s.id === 'url' && <ProseBlocks blocks={[urlTable]} />}
          </ProseSectionView>
        ))}
      </div>
    </DocPage>
  );
}
