import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminAcceptBugBody, adminRecheckResultBody, adminRepeatBugBody, reasonBody, type AdminBugDetail } from '@wardline/contract';
import { renderWithProviders, type Reply } from '@/test/render';
import BugsPage from './bugs-page';
import { BUG_ID, bugDetail, gradeOf, serveBugs } from './test-fixtures';

type Calls = ReturnType<typeof serveBugs>['calls'];
const posted = (calls: Calls, action: string) => calls.filter((c) => c.method === 'POST' && c.url.pathname === `/web/v1/admin/bugs/${BUG_ID}/${action}`);
const detailLoads = (calls: Calls) => calls.filter((c) => c.method === 'GET' && c.url.pathname === `/web/v1/admin/bugs/${BUG_ID}`).length;
const listLoads = (calls: Calls) => calls.filter((c) => c.url.pathname === '/web/v1/admin/bugs').length;

async function open(report: AdminBugDetail, locale: 'zh' | 'en', options: Parameters<typeof serveBugs>[1] = {}) {
  const served = serveBugs(report, options);
  await renderWithProviders(<BugsPage />, { path: '/admin/bugs', routePath: '/admin/bugs', locale });
  fireEvent.click(await screen.findByTestId(`review-bug-${BUG_ID}`));
  const drawer = await screen.findByRole('dialog');
  await within(drawer).findByTestId('bug-title');
  return { ...served, drawer };
}

/** The open dialog of a decision (the drawer is a dialog too: the decision's is the last one). */
const decisionDialog = () => screen.getAllByRole('dialog').at(-1)!;

async function chooseGrade(title: string) {
  fireEvent.mouseDown(within(decisionDialog()).getByRole('combobox'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((o) => o.title === title);
    expect(found).toBeTruthy();
    return found!;
  });
  fireEvent.click(option);
}

const typeIn = (label: string, value: string) => fireEvent.change(within(decisionDialog()).getByLabelText(label), { target: { value } });
const ok = () => fireEvent.click(screen.getByTestId('bug-decision-ok'));

afterEach(() => {
  delete (window as { __pwned?: unknown }).__pwned;
});

describe('console: one report', () => {
  it('renders a hostile report safely: rich text sanitised, every typed field as text', async () => {
    const { drawer } = await open(bugDetail('zh'), 'zh');
    const detail = within(drawer).getByTestId('bug-detail-html');
    expect(detail.textContent).toContain('复现步骤');
    for (const box of [detail, within(drawer).getByTestId('bug-repair-html')]) {
      expect(box.querySelector('script, img, svg, iframe')).toBeNull();
      for (const el of box.querySelectorAll('*')) {
        for (const attr of el.getAttributeNames()) expect(attr.startsWith('on'), `${el.tagName} ${attr}`).toBe(false);
        expect(el.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
      }
    }
    expect(drawer.querySelector('script')).toBeNull();
    expect(drawer.querySelector('[onerror], [onload]')).toBeNull();
    // Plain fields keep the payload as visible text, with no element made of it.
    const describeBox = within(drawer).getByTestId('bug-describe');
    expect(describeBox.textContent).toBe('修改 id 参数可读取任意订单 <img src=x onerror=alert(1)>');
    expect(describeBox.children).toHaveLength(0);
    expect(within(drawer).getByTestId('bug-url').textContent).toBe('https://shop.example.com/api/orders?id=1"><svg onload=alert(1)>');
    expect(within(drawer).getByTestId('bug-title').textContent).toBe('订单接口越权 <b>查看</b>他人订单');
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  }, 60_000);

  it('shows the project’s levels and range, the hacker’s history, the receipt, the clocks and the state history, in English', async () => {
    const report = bugDetail('en', {
      holestatus: 'repeat',
      duplicateOf: { holenumber: 'WL-2026-0007', grade: gradeOf('high', 'en'), firstSeenAt: '2026-11-01T02:00:00.000Z' },
      duplicateOfReporter: 'firstfinder',
      history: [
        { action: 'turnBack', from: 'verifying', to: 'verifying', at: '2026-11-21T02:00:00.000Z', by: 'staff', reason: 'Please add the request you sent' },
        { action: 'markRepeat', from: 'verifying', to: 'repeat', at: '2026-11-22T02:00:00.000Z', by: 'staff', reason: 'Same IDOR as WL-2026-0007' },
      ],
      clocks: { triageMs: 2 * 24 * 60 * 60 * 1000, triageOverdue: false, confirmMs: null, confirmOverdue: false },
    });
    const { drawer } = await open(report, 'en');
    const text = drawer.textContent ?? '';
    for (const expected of ['Critical', 'High', 'Medium', 'Low', '3000.00', 'https://shop.example.com and its mobile API', 'Broken access control (CWE-639)', 'CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:N/A:N · 6.5']) {
      expect(text).toContain(expected);
    }
    const hacker = within(drawer).getByTestId('bug-hacker');
    for (const expected of ['whitehat01', '12', '7', '2']) expect(hacker.textContent).toContain(expected);
    expect(text).toContain('a'.repeat(64));
    expect(text).toContain('b'.repeat(64));
    expect(within(drawer).getByTestId('clock-triage').textContent).toBe('2 d');
    expect(within(drawer).getByTestId('clock-confirm').textContent).toBe('—');
    const duplicate = within(drawer).getByTestId('bug-duplicate');
    expect(duplicate.textContent).toContain('WL-2026-0007');
    expect(within(drawer).getByTestId('bug-duplicate-reporter').textContent).toBe('firstfinder');
    const history = within(drawer).getByTestId('bug-history');
    expect(history.textContent).toContain('Turned back · Under triage → Under triage');
    expect(history.textContent).toContain('Marked duplicate · Under triage → Duplicate');
    expect(history.textContent).toContain('Same IDOR as WL-2026-0007');
    expect(history.textContent).toContain('Staff');
    // A closed report offers nothing to decide.
    expect(within(drawer).getByTestId('bug-no-decisions')).toBeTruthy();
    expect(within(drawer).queryByTestId('bug-decisions')).toBeNull();
  }, 60_000);

  it('accepts only with a grade and a reason, says the hacker reads it, sends both, and refreshes the queue and the report', async () => {
    const { calls, drawer } = await open(bugDetail('zh'), 'zh');
    fireEvent.click(within(drawer).getByTestId('bug-decide-accept'));
    expect(within(decisionDialog()).getByText('白帽会看到这段原因，它也会记入漏洞的状态历史。')).toBeTruthy();
    ok();
    expect(await within(decisionDialog()).findByText('请选择等级')).toBeTruthy();
    expect(within(decisionDialog()).getByText('请填写原因')).toBeTruthy();
    expect(posted(calls, 'accept')).toHaveLength(0);
    await chooseGrade('中危（奖励 2000.00）');
    typeIn('原因', '  越权可读取订单，影响有限，定为中危  ');
    const [lists, details] = [listLoads(calls), detailLoads(calls)];
    ok();
    await waitFor(() => expect(posted(calls, 'accept')).toHaveLength(1));
    const body = posted(calls, 'accept')[0]!.body;
    expect(body).toEqual({ grade: 'middle', reason: '越权可读取订单，影响有限，定为中危' });
    expect(adminAcceptBugBody.safeParse(body).success).toBe(true);
    expect(await screen.findByText('已审核通过，等待厂商确认')).toBeTruthy();
    await waitFor(() => expect(within(drawer).getByTestId('bug-status').textContent).toBe('待确认'));
    expect(listLoads(calls)).toBeGreaterThan(lists);
    expect(detailLoads(calls)).toBeGreaterThan(details);
    expect(within(drawer).getByTestId('bug-no-decisions')).toBeTruthy();
  }, 60_000);

  it('marks a duplicate only with the original’s number and a reason, and shows the server’s refusal on the number', async () => {
    let unknown = true;
    const refuse = (action: string): Reply | undefined =>
      action === 'repeat' && unknown ? { status: 400, body: { errcode: 40072, errmsg: 'No earlier report of this project has that number', ret: null } } : undefined;
    const { calls, drawer } = await open(bugDetail('en'), 'en', { refuse });
    fireEvent.click(within(drawer).getByTestId('bug-decide-markRepeat'));
    ok();
    expect(await within(decisionDialog()).findByText('Please enter the original report’s number')).toBeTruthy();
    expect(within(decisionDialog()).getByText('Please give a reason')).toBeTruthy();
    typeIn('Original report number', 'WL-2026-9999');
    typeIn('Reason', 'Same IDOR as the earlier report');
    ok();
    expect(await within(decisionDialog()).findByText('No earlier report of this project has that number')).toBeTruthy();
    // Nothing typed is lost: the dialog stays open with both fields.
    expect((within(decisionDialog()).getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('Same IDOR as the earlier report');
    unknown = false;
    typeIn('Original report number', 'WL-2026-0007');
    ok();
    await waitFor(() => expect(posted(calls, 'repeat')).toHaveLength(2));
    const body = posted(calls, 'repeat')[1]!.body;
    expect(body).toEqual({ duplicateOf: 'WL-2026-0007', reason: 'Same IDOR as the earlier report' });
    expect(adminRepeatBugBody.safeParse(body).success).toBe(true);
    expect(await screen.findByText('Marked as a duplicate')).toBeTruthy();
  }, 60_000);

  for (const [kind, action, label] of [
    ['ignore', 'ignore', '忽略'],
    ['refuse', 'refuse', '驳回'],
    ['turnBack', 'turn-back', '退回'],
  ] as const) {
    it(`${kind}: refuses an empty reason, then sends the reason alone`, async () => {
      const { calls, drawer } = await open(bugDetail('zh'), 'zh');
      fireEvent.click(within(drawer).getByTestId(`bug-decide-${kind}`));
      typeIn('原因', '   ');
      ok();
      expect(await within(decisionDialog()).findByText('请填写原因')).toBeTruthy();
      expect(posted(calls, action)).toHaveLength(0);
      typeIn('原因', '超出测试范围：第三方支付页面');
      expect(screen.getByTestId('bug-decision-ok').textContent?.replace(/\s/g, '')).toBe(label);
      ok();
      await waitFor(() => expect(posted(calls, action)).toHaveLength(1));
      expect(posted(calls, action)[0]!.body).toEqual({ reason: '超出测试范围：第三方支付页面' });
      expect(reasonBody.safeParse(posted(calls, action)[0]!.body).success).toBe(true);
    }, 60_000);
  }

  it('offers turning back only once', async () => {
    const { drawer } = await open(bugDetail('zh', { isTurn: 2 }), 'zh');
    expect(within(drawer).getByTestId('bug-decide-accept')).toBeTruthy();
    expect(within(drawer).queryByTestId('bug-decide-turnBack')).toBeNull();
  }, 60_000);

  it('arbitrates only with the arbitration permission: final grade and a decision both parties read', async () => {
    const appealed = bugDetail('en', { holestatus: 'arbitrationing', auditGrade: gradeOf('high', 'en'), confirmGrade: gradeOf('low', 'en'), appealReason: 'The data leaked is every customer’s address' });
    const { calls, drawer } = await open(appealed, 'en');
    expect(within(drawer).getByTestId('bug-appeal-reason').textContent).toBe('The data leaked is every customer’s address');
    fireEvent.click(within(drawer).getByTestId('bug-decide-arbitrate'));
    expect(within(decisionDialog()).getByText('Both the hacker and the company read this decision; it is kept in the report’s history.')).toBeTruthy();
    ok();
    expect(await within(decisionDialog()).findByText('Please choose a grade')).toBeTruthy();
    expect(within(decisionDialog()).getByText('Please give a reason')).toBeTruthy();
    await chooseGrade('High (reward 3000.00)');
    typeIn('Arbitration decision', 'Bulk address leak: High, as triage graded');
    ok();
    await waitFor(() => expect(posted(calls, 'arbitrate')).toHaveLength(1));
    expect(posted(calls, 'arbitrate')[0]!.body).toEqual({ grade: 'high', reason: 'Bulk address leak: High, as triage graded' });
    expect(await screen.findByText('Arbitration recorded')).toBeTruthy();
    await waitFor(() => expect(within(drawer).getByTestId('bug-status').textContent).toBe('Awaiting payment'));
  }, 60_000);

  it('offers no arbitration to staff with triage alone', async () => {
    const { drawer } = await open(bugDetail('zh', { holestatus: 'arbitrationing' }), 'zh', { permissions: ['triage'] });
    expect(within(drawer).queryByTestId('bug-decide-arbitrate')).toBeNull();
    expect(within(drawer).getByTestId('bug-no-decisions').textContent).toBe('该漏洞当前状态下没有你可执行的操作。');
  }, 60_000);

  it('offers no triage to staff with arbitration alone', async () => {
    const { drawer } = await open(bugDetail('en'), 'en', { permissions: ['arbitration'] });
    expect(within(drawer).queryByTestId('bug-decisions')).toBeNull();
  }, 60_000);

  for (const [kind, passed, done] of [
    ['recheckPass', true, '已记录复测通过'],
    ['recheckRestore', false, '已记录复测未通过'],
  ] as const) {
    it(`records a retest result (${kind}) with a reason`, async () => {
      const { calls, drawer } = await open(bugDetail('zh', { holestatus: 'recheck' }), 'zh');
      fireEvent.click(within(drawer).getByTestId(`bug-decide-${kind}`));
      ok();
      expect(await within(decisionDialog()).findByText('请填写原因')).toBeTruthy();
      typeIn('原因', '复测结果见附件说明');
      ok();
      await waitFor(() => expect(posted(calls, 'recheck-result')).toHaveLength(1));
      const body = posted(calls, 'recheck-result')[0]!.body;
      expect(body).toEqual({ passed, reason: '复测结果见附件说明' });
      expect(adminRecheckResultBody.safeParse(body).success).toBe(true);
      expect(await screen.findByText(done)).toBeTruthy();
    }, 60_000);
  }

  it('on a 409 says someone else decided first and reloads the report and the queue', async () => {
    const refuse = (): Reply => ({ status: 409, body: { errcode: 40971, errmsg: 'The report has changed, please refresh', ret: null } });
    const { calls, drawer } = await open(bugDetail('en'), 'en', { refuse });
    fireEvent.click(within(drawer).getByTestId('bug-decide-refuse'));
    typeIn('Reason', 'Not reproducible');
    const [lists, details] = [listLoads(calls), detailLoads(calls)];
    ok();
    const conflict = await within(drawer).findByTestId('bug-conflict');
    expect(conflict.textContent).toContain('Someone else decided this report first');
    expect(conflict.textContent).toContain('The report has changed, please refresh');
    await waitFor(() => expect(within(drawer).getByTestId('bug-status').textContent).toBe('Awaiting confirmation'));
    expect(detailLoads(calls)).toBeGreaterThan(details);
    expect(listLoads(calls)).toBeGreaterThan(lists);
    // The dialog closed; what the report now allows is what is offered.
    expect(screen.queryByTestId('bug-decision-ok')).toBeNull();
    expect(within(drawer).getByTestId('bug-no-decisions')).toBeTruthy();
  }, 60_000);

  it('uses the whole width on a phone', async () => {
    await open(bugDetail('zh'), 'zh');
    const panel = document.querySelector<HTMLElement>('.ant-drawer-content-wrapper, .ant-drawer-section');
    expect(panel?.style.width).toBe('min(920px, 100vw)');
  }, 60_000);
});
