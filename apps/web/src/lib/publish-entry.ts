import { COMPANY_PUBLISH_STATUSES } from '@wardline/contract';

/**
 * What the publish-project entry does for an account (spec 000 §4 "Publish project entry"):
 * open the wizard, or one of the four prompts. Shared by the top navigation's button and
 * the wizard's own guard (an address typed by hand meets the same prompt); the server
 * refuses the same accounts on publish.
 */
export type PublishEntry = 'open' | 'imperfect' | 'unauthorized' | 'checkCertification' | 'foriben';

const PENDING_REVIEW = new Set(['companyFileUploaded', 'checkCertification']);

export function publishEntryOf(usertype: string | null | undefined, status: string | null | undefined): PublishEntry {
  if (status === 'foriben') return 'foriben';
  if (status === 'imperfect' || status === 'unIdentityConfirm') return 'imperfect';
  if (usertype !== 'company') return 'unauthorized';
  if ((COMPANY_PUBLISH_STATUSES as readonly string[]).includes(status ?? '')) return 'open';
  // A company whose certification waits for staff: the pending-review dialog, not a second submission.
  if (PENDING_REVIEW.has(status ?? '')) return 'checkCertification';
  return 'unauthorized';
}

/** Where a prompt's action leads: the account centre for the spec's three, none for the pending review. */
export function publishEntryTarget(entry: PublishEntry): string | null {
  return entry === 'imperfect' || entry === 'unauthorized' || entry === 'foriben' ? '/userCenter/myAccount' : null;
}
