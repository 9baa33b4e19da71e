import type { AdminDeposit, AdminFundingItem, AdminMoneyCompany, AdminPayableReport, AdminPayout, AdminReconciliationRun, AdminSettlementBatchDetail, StaffPermission } from '@wardline/contract';
import { setSessionValue } from '@/lib/session';
import { mockFetch, ok, type Reply } from '@/test/render';

export const COMPANY: AdminMoneyCompany = { id: 'usr_company01', name: '示例科技有限公司', rmbBalance: '1000.00', rmbWaiting: '5000.00', dollarBalance: '0.00', dollarWaiting: '0.00' };

export const deposit = (over: Partial<AdminDeposit> = {}): AdminDeposit => ({
  id: 'dep_0001',
  company: { id: COMPANY.id, name: COMPANY.name },
  currency: 'rmb',
  amount: '50000.00',
  bankReference: 'ICBC-20261120-001',
  note: '十一月充值',
  recordedBy: 'DemoFinance',
  createdAt: '2026-11-20T02:00:00.000Z',
  ...over,
});

export const fundingItem = (over: Partial<AdminFundingItem> = {}): AdminFundingItem => ({
  id: 'prj_waiting01',
  name: '示例商城众测',
  company: { id: COMPANY.id, name: COMPANY.name },
  currency: 'rmb',
  pool: '10000.00',
  fee: '2000.00',
  total: '12000.00',
  balance: '1000.00',
  short: '11000.00',
  approvedAt: '2026-11-21T02:00:00.000Z',
  ...over,
});

export const payout = (over: Partial<AdminPayout> = {}): AdminPayout => ({
  id: 'pay_0001',
  batchId: 'bat_0001',
  hacker: { id: 'usr_hacker01', nickname: 'whitehat01' },
  currency: 'rmb',
  gross: '5000.00',
  tax: '800.00',
  net: '4200.00',
  state: 'sent',
  payee: { name: '张三', cardMasked: '6222***********0128', bankName: '招商银行' },
  provider: 'development',
  providerRef: null,
  attempts: 1,
  lastError: null,
  retryOf: null,
  createdAt: '2026-11-28T02:00:00.000Z',
  decidedAt: null,
  reports: [{ id: 'bug_paid01', holeNumber: 'WL-2026-0042', title: '订单接口越权', projectName: '示例商城众测', gross: '5000.00', tax: '800.00', net: '4200.00', state: 'inPayment' }],
  ...over,
});

export const batch = (over: Partial<AdminSettlementBatchDetail> = {}): AdminSettlementBatchDetail => ({
  id: 'bat_0001',
  kind: 'onDemand',
  period: '2026-11',
  createdAt: '2026-11-28T02:00:00.000Z',
  createdBy: 'DemoFinance',
  payouts: 1,
  paid: 0,
  failed: 0,
  unpaidReports: 1,
  gross: '5000.00',
  tax: '800.00',
  net: '4200.00',
  payoutList: [payout()],
  unpaidList: [{ id: 'bug_nocard01', holeNumber: 'WL-2026-0050', title: '短信接口未限速', hacker: { id: 'usr_hacker02', nickname: 'newbie' }, currency: 'rmb', gross: '300.00' }],
  ...over,
});

export const payable = (over: Partial<AdminPayableReport> = {}): AdminPayableReport => ({
  id: 'bug_owed01',
  holeNumber: 'WL-2026-0060',
  title: '支付回调可伪造',
  state: 'paying',
  project: { id: 'prj_shop01', name: '示例商城众测' },
  hacker: { id: 'usr_hacker01', nickname: 'whitehat01' },
  currency: 'rmb',
  gross: '2000.00',
  since: '2026-11-22T02:00:00.000Z',
  lastError: null,
  ...over,
});

export const reconciliationRun = (over: Partial<AdminReconciliationRun> = {}): AdminReconciliationRun => ({
  id: 'rec_0001',
  ok: true,
  trigger: 'nightly',
  startedAt: '2026-11-27T18:00:00.000Z',
  accounts: 12,
  transfers: 40,
  findings: [],
  totals: [{ kind: 'companyBalance', currency: 'rmb', balance: '1000.00' }],
  ...over,
});

type Route = (path: string, init: RequestInit | undefined, url: URL) => Reply | undefined;

/** A finance staff member signed in, the money lists answered from `routes` (the first that answers wins). */
export function serveMoney({ permissions = ['finance'], routes = [] }: { permissions?: StaffPermission[]; routes?: Route[] } = {}) {
  setSessionValue('jwtToken', 'T'.repeat(43));
  return mockFetch((url, init) => {
    const path = url.pathname.replace('/web/v1', '');
    if (path === '/admin/me') return ok({ id: 'f'.repeat(32), nickname: 'DemoFinance', email: null, totpEnabled: true, permissions });
    for (const route of routes) {
      const reply = route(path, init, url);
      if (reply) return reply;
    }
    if (path === '/admin/money/companies') return ok({ total: 1, data: [COMPANY] });
    if (path === '/admin/audit-log') return ok({ total: 0, data: [] });
    return undefined;
  });
}

export const isPost = (init: RequestInit | undefined) => init?.method === 'POST';
