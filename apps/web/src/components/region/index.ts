export { RegionFields, asksProvince, regionPayload, type RegionValues } from './region-fields';
export { CHINA, countryName, countryGroups, POPULAR_COUNTRIES } from './countries';
export { provinceOptions, cityOptions } from './china-regions';
