import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Editor } from '@tiptap/react';
import type { BugCategoryView, BugDetail, BugReceipt, HoleLevelView, ProjectDetail } from '@wardline/contract';
import { setSessionValue } from '@/lib/session';
import { mockFetch, ok, type Reply } from '@/test/render';

export const PROJECT_ID = 'prj0000000000001';
export const BUG_ID = 'bug0000000000042';
export const UPLOADED = `/web/v1/public-files/${'d'.repeat(32)}.png`;

export const LEVELS: HoleLevelView[] = [
  { holeCode: 'urgent', holeLevelName: '严重', holeMoney: '5000.00', holeDescription: '远程代码执行', weight: 40, color: 'purple' },
  { holeCode: 'high', holeLevelName: '高危', holeMoney: '2000.00', holeDescription: '越权访问', weight: 20, color: 'red' },
  { holeCode: 'low', holeLevelName: '低危', holeMoney: '100.00', holeDescription: '信息泄露', weight: 5, color: 'blue' },
];

export const CATEGORIES: BugCategoryView[] = [
  { id: 'sqli', cwe: 'CWE-89', name: 'SQL 注入', group: '注入' },
  { id: 'cmdi', cwe: 'CWE-78', name: '命令注入', group: '注入' },
  { id: 'idor', cwe: 'CWE-639', name: '越权访问', group: '访问控制' },
  { id: 'logic', cwe: null, name: '业务逻辑缺陷', group: '业务逻辑' },
];

/** The project as an approved participant sees it while it runs: operation submission, doing. */
export function project(over: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    id: PROJECT_ID,
    name: '青禾银行支付网关众测',
    projectname: '青禾银行支付网关众测',
    projectype: 'bugbounty',
    projectSubType: 'web',
    difficultyFactor: 2,
    states: 'doing',
    status: 'doing',
    startime: '2026-11-20T01:00:00.000Z',
    endtime: '2026-12-20T01:00:00.000Z',
    createtime: '2026-11-10T01:00:00.000Z',
    surplus: 25,
    remainderNum: 12,
    remainNumber: 12,
    testnumber: 30,
    progress: 20,
    lowriskreward: '100.00',
    highriskreward: '5000.00',
    rewardpool: '50000.00',
    rewardtype: 'rmb',
    publisher: '青禾银行',
    privatemode: 0,
    hiderewardpool: 0,
    logo: null,
    operation: 'submission',
    joinStatus: 'apply',
    mySelfProject: false,
    introduction: '支付网关的安全测试',
    testRange: 'pay.qinghe.example',
    testRule: '禁止修改他人数据',
    holeList: LEVELS,
    remainingBonus: '40000.00',
    bountyVisible: true,
    verifytype: 1,
    persontype: 1,
    personlevel: 0,
    bugAudit: 1,
    smsnotice: 0,
    retest: 1,
    vpn: 0,
    vpnUserName: null,
    vpnPassword: null,
    vpnFileUrl: null,
    enterstatus: 'normal',
    editable: false,
    rejectReason: null,
    pauseReason: null,
    unReviewHoleStatus: false,
    down: 0,
    tabs: { participants: false, holes: true },
    ...over,
  };
}

export function receipt(over: Partial<BugReceipt> = {}): BugReceipt {
  return { id: BUG_ID, holenumber: 'WL-PRJ00000-0007', firstSeenAt: '2026-11-25T06:30:15.000Z', digest: 'a'.repeat(64), prevDigest: 'b'.repeat(64), version: 1, ...over };
}

/** A report turned back to its reporter: it may be updated. */
export function bugDetail(over: Partial<BugDetail> = {}): BugDetail {
  return {
    id: BUG_ID,
    holenumber: 'WL-PRJ00000-0007',
    holetitle: '订单接口越权查看他人订单',
    projectname: '青禾银行支付网关众测',
    projectid: PROJECT_ID,
    projectype: 'bugbounty',
    bugtype: 'idor',
    bugtypeName: '越权访问',
    cwe: 'CWE-639',
    holegrade: 'high',
    holeGradeName: '高危',
    auditGradeName: null,
    confirmGradeName: null,
    endGradeName: null,
    auditGrade: null,
    confirmGrade: null,
    endGrade: null,
    gradeReason: null,
    holestatus: 'confirming',
    createtime: '2026-11-24T02:00:00.000Z',
    operation: null,
    isTurn: 1,
    readCommentRight: true,
    commentRight: true,
    timeProgress: 2,
    holeurl: 'https://pay.qinghe.example/api/order?id',
    holedescribe: '订单详情接口未校验订单归属',
    holedanger: '可读取任意用户的订单与地址',
    holedetail: '<p>1. 登录账号 A</p><p>2. 请求 B 的订单号</p>',
    repairpropose: '<p>校验订单归属</p>',
    judgeBasis: '可批量读取他人敏感信息',
    cvssVector: null,
    cvssScore: null,
    reporterName: '白帽甲',
    duplicateOf: null,
    appealDeadline: null,
    appealReason: null,
    reward: null,
    receipt: receipt(),
    history: [],
    clocks: { triageMs: 3_600_000, triageOverdue: false, confirmMs: null, confirmOverdue: false },
    actions: ['update', 'comment'],
    levels: LEVELS.map(({ holeCode, holeLevelName, color, weight, holeMoney }) => ({ holeCode, holeLevelName, color, weight, holeMoney })),
    ...over,
  };
}

export function signInHacker(username = '白帽甲') {
  setSessionValue('jwtToken', 'sess-hacker-1');
  setSessionValue('usertype', 'hacker');
  setSessionValue('username', username);
  setSessionValue('userStatus', 'certification');
}

type Serve = {
  project?: Reply;
  bug?: Reply;
  send?: (body: Record<string, unknown>, path: string) => Reply;
  template?: (id: string) => Reply;
};

/** The calls of the form, answered as the server would; each /imageCode answers a new token (cap-1, cap-2…). */
export function serveForm({ project: projectReply = ok(project()), bug, send, template }: Serve = {}) {
  let captchas = 0;
  return mockFetch((url, init) => {
    const path = url.pathname.replace('/web/v1', '');
    if (path === '/imageCode') return ok({ photo: 'data:image/png;base64,iVBORw0KGgo', code: `cap-${++captchas}` });
    if (path === '/project/getProjectdetail') return projectReply;
    if (path === `/setHole/getHoleLevel/${PROJECT_ID}`) return ok(LEVELS);
    if (path === '/bugcategory') return ok(CATEGORIES);
    if (path === '/bugdetail' && bug) return bug;
    if (path === '/repairTemplate') return template ? template(url.searchParams.get('id') ?? '') : ok({ id: url.searchParams.get('id') ?? '', template: '<p>使用参数化查询</p>' });
    if ((path === '/hacker/submitBug' || path === '/perfectHole') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return send ? send(body, path) : ok(receipt(), '漏洞提交成功');
    }
    return undefined;
  });
}

/** The form's item around a field (by the field's id). */
export const itemOf = (id: string) => document.getElementById(id)!.closest('.ant-form-item') as HTMLElement;
export const errorsOf = (id: string) => [...itemOf(id).querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

/** Picks the option titled `title` of the Ant Design select whose input has `id`. */
export async function choose(id: string, title: string) {
  fireEvent.mouseDown(document.getElementById(id)!);
  const option = () => [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((o) => o.title === title);
  await waitFor(() => expect(option()).toBeTruthy());
  fireEvent.click(option()!);
}

export function type(id: string, value: string) {
  const input = document.getElementById(id) as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** The Tiptap editor of a rich-text field (labelled by its field's name), once its lazy chunk is in. */
export async function editorOf(label: string): Promise<Editor> {
  const area = await screen.findByRole('textbox', { name: label });
  return (area as HTMLElement & { editor: Editor }).editor;
}

export async function writeRichText(label: string, html: string) {
  const editor = await editorOf(label);
  act(() => {
    editor.commands.setContent(html, { emitUpdate: true });
  });
}

/**
 * Before a file's tests: jsdom has no layout (ProseMirror asks for rectangles when it scrolls
 * the selection into view), and the editor's chunk is loaded once up front, so the first
 * test does not spend its time compiling ProseMirror while waiting for the lazy editor.
 */
export async function prepareEditor() {
  await import('@/components/rich-text-editor/rich-text-editor');
  stubLayout();
}

function stubLayout() {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  document.elementFromPoint = () => null;
}

/** Every field filled as a valid report would be, through a kept draft (what autosave writes). */
export function keepDraft(values: Record<string, string>, owner = '白帽甲', key = `bugDraft:${PROJECT_ID}`, savedAt = Date.now() - 60_000) {
  localStorage.setItem(key, JSON.stringify({ owner, savedAt, values }));
}

export const COMPLETE = {
  holetitle: '登录接口存在 SQL 注入',
  holeCode: 'urgent',
  judgeBasis: '可读取全部用户数据',
  bugtype: 'sqli',
  holeurl: 'HTTPS://Pay.Qinghe.Example:443/api/login/?user=admin&pwd=1',
  holedescribe: '用户名参数拼接进 SQL',
  holedanger: '可导出用户表',
  holedetail: '<p>payload: <strong>admin\' or 1=1--</strong></p>',
  repairpropose: '<p>使用参数化查询</p>',
  cvssVector: '',
};
