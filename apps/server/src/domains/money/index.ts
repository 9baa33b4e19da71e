// What other domains use of money: the account header's figures (the account centre's header reads them).
export { getAccountFigures } from './account-figures';
