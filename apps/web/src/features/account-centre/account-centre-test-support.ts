import type { AccountHeader, BankCardResult } from '@wardline/contract';
import { mockFetch, ok, type Reply } from '@/test/render';

export const hackerHeader = (overrides: Partial<AccountHeader> = {}): AccountHeader => ({
  userName: 'white-hat',
  userPicture: null,
  usertype: 'hacker',
  status: 'certification',
  step: 0,
  integral: 0,
  rmbTotalBonus: '2500.50',
  yearRanking: null,
  ranking: null,
  ...overrides,
});

export const companyHeader = (overrides: Partial<AccountHeader> = {}): AccountHeader => ({
  ...hackerHeader({ userName: '示例科技', usertype: 'company' }),
  rmbAccountBalance: '10000.00',
  rmbWaitBalance: '2000.00',
  rmbPaidBalance: '500.50',
  ...overrides,
});

export const bankCard = (overrides: Partial<BankCardResult> = {}): BankCardResult => ({
  card: { username: '张三', bkCardNumber: '6222***********0128', bankName: '招商银行', openbank: '深圳南山支行', bankPhone: '139****5678' },
  canChange: true,
  lastChangedAt: null,
  nextChangeFrom: null,
  codePhone: '139****0001',
  ...overrides,
});

type Route = (url: URL, init: RequestInit | undefined) => Reply | undefined;

/** The account centre's reads for one account, and whatever extra handlers a test adds first. */
export function accountApi(header: AccountHeader, ...extra: Route[]) {
  return mockFetch(...extra, (url) => {
    switch (url.pathname) {
      case '/web/v1/user/personalCenter':
        return ok(header);
      case '/web/v1/findtelephone':
        return ok({ telephone: '139****0001' });
      case '/web/v1/findemail':
        return ok({ email: 'w***@example.com', status: 1 });
      case '/web/v1/findDingTalk':
        return ok({ dingTalk: null });
      case '/web/v1/user/bankCard':
        return ok(bankCard(header.usertype === 'hacker' ? {} : { card: null, canChange: false }));
      case '/web/v1/hackCred/checkPayAuth':
        return ok({ status: 0 });
      case '/web/v1/user/sessions':
        return ok([]);
      case '/web/v1/getpersoninfo':
        return ok({ companyname: '', country: 'CN', address: '', team: '', birthday: '1995-06-01', area: '广东省 深圳市', website: '' });
      case '/web/v1/company/publicWelfare/authentication/detail':
        return ok({ state: 'none', status: header.status, companyName: '示例科技有限公司' });
      default:
        return undefined;
    }
  });
}
