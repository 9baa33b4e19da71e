import { useTranslation } from 'react-i18next';
import { PrivacyPolicy, usePrivacyPolicyDocument } from '@/components/legal/privacy-policy';
import { numberedTitle } from '@/components/legal/prose';
import { DocPage } from './components/doc-page';

/** /about/privacy-protocol: the privacy policy with its table of contents. */
export default function PrivacyProtocolPage() {
  const { t, i18n } = useTranslation(['about', 'legal']);
  const doc = usePrivacyPolicyDocument();
  return (
    <DocPage
      section={t('breadcrumb.about')}
      title={doc.title}
      documentTitle={t('legal:privacyPolicy')}
      toc={doc.sections.map(({ id, title }, i) => ({ id, title: numberedTitle(i, title, i18n.language) }))}
    >
      <PrivacyPolicy />
    </DocPage>
  );
}
