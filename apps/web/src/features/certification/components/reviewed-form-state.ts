import type { CertificationReviewState } from '@wardline/contract';
import type { LegalizeMode } from '../use-legalize-mode';

type Latest = { review: CertificationReviewState } | null | undefined;

/**
 * What the company and supplier forms allow given the latest submission: a first
 * submission, a resubmission after a rejection, or an update of an approved one in
 * update mode; nothing while staff review it. `sendAsUpdate` picks the update call.
 */
export function reviewedFormState(latest: Latest, mode: LegalizeMode) {
  const review = latest?.review ?? null;
  const editable = review === null || review === 'rejected' || (review === 'approved' && mode.update);
  // Update mode of an account certified without a stored submission (e.g. by staff) has nothing to preload, but is still an update.
  return { review, editable, sendAsUpdate: mode.update || (review !== null && review !== 'pending') };
}

/** The same page in update mode, keeping where it was opened from. */
export function updateModeSearch(mode: LegalizeMode): string {
  return `?${mode.fromUserCenter ? 'fromUserCenter=true&' : ''}update=true`;
}
