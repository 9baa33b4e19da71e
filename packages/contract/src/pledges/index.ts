import type { Locale } from '../locale';
import type { PrivateFileSignType } from '../enums/account';
import { PLEDGES_ZH } from './zh';
import { PLEDGES_EN } from './en';
import type { PledgeText } from './types';

export type { PledgeText, PledgeTexts } from './types';
export { yuanOf } from './types';

/**
 * The pledges of trusted authentication (spec 001 §2 steps 2–4), the same words on the signing
 * page and in the signed PDF the server stores. A subpath of the contract
 * (`@wardline/contract/pledges`), so only the pages and code that show them carry the prose.
 */
export function pledgeText(type: PrivateFileSignType, locale: Locale): PledgeText {
  return (locale === 'en' ? PLEDGES_EN : PLEDGES_ZH)[type];
}

export { PLEDGES_ZH, PLEDGES_EN };
