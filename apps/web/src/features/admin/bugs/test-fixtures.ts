import { DEFAULT_HOLE_LEVELS, type AdminBugDetail, type AdminBugSummary, type BugStatus, type Locale, type StaffPermission } from '@wardline/contract';
import { setSessionValue } from '@/lib/session';
import { mockFetch, ok, type Reply } from '@/test/render';

export const BUG_ID = 'bug_triage01';
const DAY = 24 * 60 * 60 * 1000;

/** What a stored payload looks like after the server's allow-list missed nothing, and what it is if it did. */
export const HOSTILE_HTML = '<p>复现步骤</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">点我</a>';

/** The project's levels as the server names them in the caller's language. */
export function levels(locale: Locale): AdminBugDetail['levels'] {
  return DEFAULT_HOLE_LEVELS.slice(0, 4).map((l) => ({ holeCode: l.holeCode, holeLevelName: l.name[locale], color: l.color, weight: l.weight, holeMoney: `${l.weight * 100}.00` }));
}

/** A grade as the server shows it: one of the default levels, named in the caller's language. */
export function gradeOf(code: string, locale: Locale) {
  const level = DEFAULT_HOLE_LEVELS.find((l) => l.holeCode === code)!;
  return { code, name: level.name[locale], color: level.color };
}

/** A report in triage as GET /admin/bugs/:id answers it: every hacker-typed field carries markup that must stay text. */
export function bugDetail(locale: Locale = 'zh', over: Partial<AdminBugDetail> = {}): AdminBugDetail {
  const zh = locale === 'zh';
  return {
    id: BUG_ID,
    holenumber: 'WL-2026-0042',
    holetitle: zh ? '订单接口越权 <b>查看</b>他人订单' : 'IDOR on the order API <b>shows</b> other orders',
    projectname: zh ? '示例商城众测' : 'Example shop bounty',
    projectid: 'prj_shop0001',
    projectype: 'bugbounty',
    bugtype: 'idor',
    bugtypeName: zh ? '越权访问' : 'Broken access control',
    cwe: 'CWE-639',
    holegrade: 'high',
    holeGradeName: zh ? '高危' : 'High',
    auditGradeName: null,
    confirmGradeName: null,
    endGradeName: null,
    auditGrade: null,
    confirmGrade: null,
    endGrade: null,
    gradeReason: null,
    holestatus: 'verifying',
    createtime: '2026-11-20T02:00:00.000Z',
    operation: null,
    isTurn: 0,
    readCommentRight: true,
    commentRight: true,
    timeProgress: 1,
    holeurl: 'https://shop.example.com/api/orders?id=1"><svg onload=alert(1)>',
    holedescribe: zh ? '修改 id 参数可读取任意订单 <img src=x onerror=alert(1)>' : 'Changing the id reads any order <img src=x onerror=alert(1)>',
    holedanger: zh ? '泄露全部用户的收货地址' : 'Leaks every customer’s address',
    holedetail: HOSTILE_HTML,
    repairpropose: '<p>校验订单归属</p><script>window.__pwned=4</script>',
    judgeBasis: zh ? '可批量读取敏感数据' : 'Sensitive data can be read in bulk',
    cvssVector: 'CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:N/A:N',
    cvssScore: 6.5,
    reporterName: 'whitehat01',
    duplicateOf: null,
    appealDeadline: null,
    appealReason: null,
    reward: null,
    receipt: { id: BUG_ID, holenumber: 'WL-2026-0042', firstSeenAt: '2026-11-20T02:00:00.000Z', digest: 'a'.repeat(64), prevDigest: 'b'.repeat(64), version: 1 },
    history: [],
    clocks: { triageMs: 6 * DAY + 3 * 60 * 60 * 1000, triageOverdue: true, confirmMs: null, confirmOverdue: false },
    actions: [],
    levels: levels(locale),
    testRange: zh ? 'https://shop.example.com 及其移动端接口' : 'https://shop.example.com and its mobile API',
    reporter: { id: 'usr_hacker01', nickname: 'whitehat01', reports: 12, valid: 7, duplicates: 2 },
    duplicateOfReporter: null,
    ...over,
  };
}

/** The queue's row of a report. */
export function summaryOf(d: AdminBugDetail, over: Partial<AdminBugSummary> = {}): AdminBugSummary {
  return {
    id: d.id,
    holenumber: d.holenumber,
    holetitle: d.holetitle,
    projectid: d.projectid,
    projectname: d.projectname,
    holestatus: d.holestatus,
    holeGradeName: d.holeGradeName,
    currentGrade: d.endGrade ?? d.confirmGrade ?? d.auditGrade,
    createtime: d.createtime,
    waitingMs: d.clocks.triageMs,
    overdue: d.clocks.triageOverdue,
    reporterName: d.reporterName,
    companyName: d.projectname.startsWith('示例') ? '示例科技有限公司' : 'Example Tech Ltd',
    ...over,
  };
}

/** Where each console action leaves a report, as the lifecycle machine says. */
const MOVES: Record<string, (body: Record<string, unknown>) => BugStatus> = {
  accept: () => 'confirming',
  repeat: () => 'repeat',
  ignore: () => 'ignore',
  refuse: () => 'refuse',
  'turn-back': () => 'verifying',
  arbitrate: () => 'paying',
  'recheck-result': (body) => (body.passed ? 'pass' : 'restore'),
};

type Serve = { permissions?: StaffPermission[]; rows?: AdminBugSummary[]; refuse?: (action: string) => Reply | undefined };

/**
 * The console's report calls answered from one report held in memory: a decision moves it
 * as the server would, or `refuse` answers instead (a 409 moves it elsewhere first, as the
 * colleague who decided first did).
 */
export function serveBugs(first: AdminBugDetail, { permissions = ['triage', 'arbitration'], rows, refuse }: Serve = {}) {
  setSessionValue('jwtToken', 'T'.repeat(43));
  const state = { current: first };
  const calls = mockFetch((url, init) => {
    const path = url.pathname.replace('/web/v1', '');
    if (path === '/admin/me') return ok({ id: 'f'.repeat(32), nickname: 'DemoStaff', email: null, totpEnabled: true, permissions });
    if (path === '/admin/bugs') return ok({ total: (rows ?? [summaryOf(state.current)]).length, data: rows ?? [summaryOf(state.current)] });
    if (path === `/admin/bugs/${first.id}`) return ok(state.current);
    const action = new RegExp(`^/admin/bugs/${first.id}/([a-z-]+)$`).exec(path)?.[1];
    if (action && init?.method === 'POST') {
      const refusal = refuse?.(action);
      if (refusal) {
        if (refusal.status === 409) state.current = { ...state.current, holestatus: 'confirming' };
        return refusal;
      }
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      state.current = { ...state.current, holestatus: MOVES[action]!(body), isTurn: action === 'turn-back' ? 1 : state.current.isTurn };
      return ok({ id: first.id, holestatus: state.current.holestatus, isTurn: state.current.isTurn });
    }
    if (path === '/admin/audit-log') return ok({ total: 0, data: [] });
    return undefined;
  });
  return { calls, state };
}
