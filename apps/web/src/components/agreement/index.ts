export { AgreementField } from './agreement-field';
export { AgreementConsent } from './agreement-consent';
