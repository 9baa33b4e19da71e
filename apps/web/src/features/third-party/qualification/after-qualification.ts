/**
 * Where a completion screen goes next (spec 000 §2): a person in China binds a phone
 * first (/qualification/tel); otherwise the spec names /hacker and /company, which are not
 * routes of this product, so both go home, where the signed-in shell takes over.
 */
export function pathAfterQualification(country: string): string {
  return country === '' || country === 'CN' ? '/qualification/tel' : '/';
}
