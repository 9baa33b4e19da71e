import { useTranslation } from 'react-i18next';
import { LegalDocumentView } from './legal-document';
import { privacyPolicyEn } from './privacy-policy.en';
import { privacyPolicyZh } from './privacy-policy.zh';
import type { LegalDocument } from './types';

/** The privacy policy in the interface language. */
export function usePrivacyPolicyDocument(): LegalDocument {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? privacyPolicyEn : privacyPolicyZh;
}

/**
 * The full privacy policy, for /about/privacy-protocol and the registration dialogs. Like
 * `UserAgreement` it renders no title: use `legal:privacyPolicy`.
 */
export function PrivacyPolicy({ idPrefix }: { idPrefix?: string }) {
  return <LegalDocumentView doc={usePrivacyPolicyDocument()} idPrefix={idPrefix} />;
}
