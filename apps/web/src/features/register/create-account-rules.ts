/**
 * The contract's rules of step 1, loaded after the form painted (create-account-page): the
 * schemas' module is the heaviest part of the form and nothing needs it before a field is left.
 */
export { phoneSchema, smsCodeSchema, imageCodeSchema } from '@wardline/contract';
