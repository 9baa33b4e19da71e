export { UserAgreement, useUserAgreementDocument } from './user-agreement';
export { PrivacyPolicy, usePrivacyPolicyDocument } from './privacy-policy';
export { LegalDocumentView } from './legal-document';
export { InlineText, ProseBlocks, ProseSectionView, numberedTitle, proseClassName, sectionNumber } from './prose';
export type { LegalDocument, ProseBlock, ProseSection } from './types';
