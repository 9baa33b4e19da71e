import type { TrustedAuthSignInfo } from '@wardline/contract';
import { setSessionValue } from '@/lib/session';

export const BANK = { username: '张三', idnumber: '1101**********002X', cardnumber: '6222***********0128', bankName: '招商银行', openbank: '深圳南山支行', bankPhone: '139****5678' };

export function signInHacker(status = 'certification') {
  setSessionValue('jwtToken', 'sess-trusted-1');
  setSessionValue('usertype', 'hacker');
  setSessionValue('userStatus', status);
}

const MATERIALS = { recommendName: '李四', address: '深圳市南山区 1 号', fieldList: [1], achievementList: ['CVE-2024-0001'], abilityIntroduction: '<p>Web 安全</p>', files: [] };

/** The sign info the server answers at a step. */
export function signInfo(step: number, status: TrustedAuthSignInfo['status'], attempt: Partial<NonNullable<TrustedAuthSignInfo['attempt']>> | null = {}): TrustedAuthSignInfo {
  return {
    status,
    step,
    bankPhone: BANK.bankPhone,
    attempt:
      attempt === null
        ? null
        : { state: 'signing', materials: MATERIALS, signList: [], submittedAt: null, decidedAt: null, rejectReason: null, ...attempt },
  };
}
