export { AgreementField } from './agreement-field';
