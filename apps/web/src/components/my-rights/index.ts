export { MyRightsCard } from './my-rights-card';
export { myRightsStrings } from './strings';
