import type { AdminCertificationSummary, CertificationKind, Page } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { maskRecipient } from '../../../messaging/mask';
import { listPendingCertifications } from '../../certification';

/** The pending queue (oldest first) or the history, with contact details masked as in every console list. */
export async function listCertificationQueue(ctx: AppContext, query: { page: number; size: number; kind?: CertificationKind; state?: 'pending' | 'decided' }): Promise<Page<AdminCertificationSummary>> {
  const page = await listPendingCertifications({ ctx, ...query });
  return {
    total: page.total,
    data: page.data.map((row) => ({
      ...row,
      phone: row.phone ? maskRecipient(row.phone) : null,
      email: row.email ? maskRecipient(row.email) : null,
    })),
  };
}
