import { useTranslation } from 'react-i18next';
import { UserAgreement, useUserAgreementDocument } from '@/components/legal/user-agreement';
import { numberedTitle } from '@/components/legal/prose';
import { DocPage } from './components/doc-page';

/** /about/user-protocol: the user agreement with its table of contents. */
export default function UserProtocolPage() {
  const { t, i18n } = useTranslation(['about', 'legal']);
  const doc = useUserAgreementDocument();
  return (
    <DocPage
      section={t('breadcrumb.about')}
      title={doc.title}
      documentTitle={t('legal:userAgreement')}
      toc={doc.sections.map(({ id, title }, i) => ({ id, title: numberedTitle(i, title, i18n.language) }))}
    >
      <UserAgreement />
    </DocPage>
  );
}
