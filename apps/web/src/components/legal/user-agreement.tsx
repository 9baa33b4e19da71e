import { useTranslation } from 'react-i18next';
import { LegalDocumentView } from './legal-document';
import type { LegalDocument } from './types';
import { userAgreementEn } from './user-agreement.en';
import { userAgreementZh } from './user-agreement.zh';

/** The user agreement in the interface language. */
export function useUserAgreementDocument(): LegalDocument {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? userAgreementEn : userAgreementZh;
}

/**
 * The full user agreement (14 sections), for the /about/user-protocol page and the
 * 800 px agreement dialog of the registration screens. It renders no title of its own:
 * the page's `h1` or the dialog's title names it (`legal:userAgreement`).
 */
export function UserAgreement({ idPrefix }: { idPrefix?: string }) {
  return <LegalDocumentView doc={useUserAgreementDocument()} idPrefix={idPrefix} />;
}
