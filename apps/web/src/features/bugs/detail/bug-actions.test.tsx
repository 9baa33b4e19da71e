import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUG_ACTIONS, type BugAction, type BugDetail } from '@wardline/contract';
import { ok, type Reply } from '@/test/render';
import { BUG_ID, bugDetail, PROJECT_ID, signIn } from './test-fixtures';
import { openBug } from './bug-test-support';

const BUTTONS = BUG_ACTIONS.filter((a) => a !== 'comment');
const moved = (holestatus: BugDetail['holestatus'], isTurn = 0): Reply => ok({ id: BUG_ID, holestatus, isTurn });
const detailCalls = (calls: { url: URL }[]) => calls.filter((c) => c.url.pathname === '/web/v1/bugdetail').length;

/** A detail that changes after the move: the page must show the reloaded one. */
function sequence(first: BugDetail, after: BugDetail) {
  let hasMoved = false;
  return { answer: () => ok(hasMoved ? after : first), done: () => (hasMoved = true) };
}

/** Picks an option of an Ant Design select by its text. */
async function choose(testId: string, text: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const options = await screen.findAllByText(text, { selector: '.ant-select-item-option-content, .ant-select-item-option-content *' });
  fireEvent.click(options[options.length - 1]!);
}

describe('the buttons of the report', () => {
  it.each(BUTTONS)('shows %s exactly when actions has it', async (action) => {
    signIn('company');
    await openBug(ok(bugDetail({ actions: [action] })));
    for (const other of BUTTONS) {
      if (other === action) expect(screen.getByTestId(`action-${other}`)).toBeTruthy();
      else expect(screen.queryByTestId(`action-${other}`)).toBeNull();
    }
  });

  it('shows no button at all when actions is empty, whatever the status and operation say', async () => {
    signIn('company');
    await openBug(ok(bugDetail({ actions: [], operation: 'confirmed', isTurn: 0, holestatus: 'confirming' })));
    expect(screen.queryByTestId('bug-actions')).toBeNull();
  });

  it.each([
    ['zh', ['修改漏洞', '确认等级', '退回修改', '申诉', '申请复测', '认领', '确认修复']],
    ['en', ['Update report', 'Confirm grade', 'Turn back for changes', 'Appeal', 'Request retest', 'Claim', 'Confirm repair']],
  ] as const)('names every button in %s', async (locale, names) => {
    signIn('company');
    await openBug(ok(bugDetail({ actions: [...BUG_ACTIONS] as BugAction[] })), { locale });
    expect(within(screen.getByTestId('bug-actions')).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(names.map((n) => n.replace(/\s/g, '')));
  });

  it('update opens the submit form in update mode', async () => {
    signIn('hacker');
    const { router } = await openBug(ok(bugDetail({ actions: ['update'], isTurn: 1 })));
    fireEvent.click(screen.getByTestId('action-update'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/commitBug'));
    const q = new URLSearchParams(router.state.location.search);
    expect([q.get('projectid'), q.get('projectname'), q.get('bugid')]).toEqual([PROJECT_ID, '支付网关众测', BUG_ID]);
  });
});

describe('appeal', () => {
  it.each(['zh', 'en'] as const)('requires a reason, sends it, and reloads the detail (%s)', async (locale) => {
    signIn('hacker');
    const flow = sequence(bugDetail({ holestatus: 'appeal', actions: ['appeal'] }), bugDetail({ holestatus: 'arbitrationing', actions: [], appealReason: '复现无需登录' }));
    const { calls } = await openBug(flow.answer, {
      locale,
      more: [(url) => (url.pathname === '/web/v1/bugappeal' ? (flow.done(), moved('arbitrationing')) : undefined)],
    });
    fireEvent.click(screen.getByTestId('action-appeal'));
    fireEvent.click(await screen.findByTestId('appeal-dialog-ok'));
    expect(await screen.findByText(locale === 'zh' ? '请输入申诉理由' : 'Please enter the reason for your appeal')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/web/v1/bugappeal')).toBe(false);

    fireEvent.change(screen.getByTestId('appeal-dialog-text'), { target: { value: ' 复现无需登录 ' } });
    const before = detailCalls(calls);
    fireEvent.click(screen.getByTestId('appeal-dialog-ok'));
    await screen.findByText(locale === 'zh' ? '申诉已提交，等待平台仲裁' : 'Appeal sent: the platform will arbitrate');
    expect(calls.find((c) => c.url.pathname === '/web/v1/bugappeal')!.body).toEqual({ id: BUG_ID, content: '复现无需登录' });
    await waitFor(() => expect(detailCalls(calls)).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByTestId('bug-status').textContent).toBe(locale === 'zh' ? '仲裁中' : 'In arbitration'));
    expect(screen.queryByTestId('action-appeal')).toBeNull();
    expect(screen.getByTestId('appeal-reason').textContent).toBe('复现无需登录');
  });

  it('shows the server\'s refusal as an error and keeps the reason', async () => {
    signIn('hacker');
    await openBug(ok(bugDetail({ holestatus: 'appeal', actions: ['appeal'] })), {
      more: [(url) => (url.pathname === '/web/v1/bugappeal' ? { status: 409, body: { errcode: 40974, errmsg: '申诉期已过或已申诉过', ret: null } } : undefined)],
    });
    fireEvent.click(screen.getByTestId('action-appeal'));
    fireEvent.change(await screen.findByTestId('appeal-dialog-text'), { target: { value: '理由' } });
    fireEvent.click(screen.getByTestId('appeal-dialog-ok'));
    const toast = await screen.findByText('申诉期已过或已申诉过');
    expect(toast.closest('.ant-message-error')).not.toBeNull();
    expect((screen.getByTestId('appeal-dialog-text') as HTMLTextAreaElement).value).toBe('理由');
  });
});

describe('confirm the grade', () => {
  const confirming = () => bugDetail({ actions: ['confirm'] });

  it('offers the project\'s levels and "not passed", warns it is final, and says "fill in all info" when invalid', async () => {
    signIn('company');
    const { calls } = await openBug(ok(confirming()));
    fireEvent.click(screen.getByTestId('action-confirm'));
    expect((await screen.findByTestId('confirm-final-warning')).textContent).toContain('等级确认后不可修改');
    expect(screen.getByTestId('confirm-reference').textContent).toContain('高危');
    fireEvent.mouseDown(within(screen.getByTestId('confirm-grade')).getByRole('combobox'));
    await waitFor(() => expect(screen.getAllByTestId('grade-option').map((o) => o.textContent)).toEqual(expect.arrayContaining(['严重', '高危', '低危', '未通过'])));
    fireEvent.click(screen.getByTestId('confirm-dialog-ok'));
    expect(await screen.findByText('请填写完整信息')).toBeTruthy();
    expect(await screen.findByText('请选择等级')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/web/v1/confirmbuggrade')).toBe(false);
  });

  it('requires a reason when the grade differs from triage\'s, then confirms and reloads', async () => {
    signIn('company');
    const flow = sequence(confirming(), bugDetail({ holestatus: 'appeal', actions: [], confirmGrade: { code: 'low', name: '低危', color: 'blue' }, confirmGradeName: '低危', gradeReason: '仅影响测试商户' }));
    const { calls } = await openBug(flow.answer, { more: [(url) => (url.pathname === '/web/v1/confirmbuggrade' ? (flow.done(), moved('appeal')) : undefined)] });
    fireEvent.click(screen.getByTestId('action-confirm'));
    await screen.findByTestId('confirm-final-warning');
    await choose('confirm-grade', '低危');
    fireEvent.click(screen.getByTestId('confirm-dialog-ok'));
    expect(await screen.findByText('确认等级与审核等级不同，请填写理由')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/web/v1/confirmbuggrade')).toBe(false);

    fireEvent.change(screen.getByTestId('confirm-content'), { target: { value: '仅影响测试商户' } });
    fireEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await screen.findByText('等级确认成功');
    expect(calls.find((c) => c.url.pathname === '/web/v1/confirmbuggrade')!.body).toEqual({ bugId: BUG_ID, grade: 'low', content: '仅影响测试商户' });
    await waitFor(() => expect(screen.getByTestId('grade-confirm').textContent).toBe('低危'));
    expect(screen.queryByTestId('action-confirm')).toBeNull();
  });

  it('confirms triage\'s grade without a reason (en)', async () => {
    signIn('company');
    const { calls } = await openBug(ok(confirming()), { locale: 'en', more: [(url) => (url.pathname === '/web/v1/confirmbuggrade' ? moved('appeal') : undefined)] });
    fireEvent.click(screen.getByTestId('action-confirm'));
    expect((await screen.findByTestId('confirm-final-warning')).textContent).toContain('cannot be changed');
    await choose('confirm-grade', '高危');
    fireEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await screen.findByText('Grade confirmed');
    expect(calls.find((c) => c.url.pathname === '/web/v1/confirmbuggrade')!.body).toEqual({ bugId: BUG_ID, grade: 'high', content: '' });
  });

  it('confirms an SRC report through its own route', async () => {
    signIn('company');
    const { calls } = await openBug(ok(bugDetail({ projectype: 'SecurityResponse', actions: ['confirm'] })), { more: [(url) => (url.pathname === '/web/v1/src/bug/confirm' ? moved('end') : undefined)] });
    fireEvent.click(screen.getByTestId('action-confirm'));
    await screen.findByTestId('confirm-final-warning');
    await choose('confirm-grade', '未通过');
    fireEvent.change(screen.getByTestId('confirm-content'), { target: { value: '不在范围内' } });
    fireEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await screen.findByText('等级确认成功');
    expect(calls.find((c) => c.url.pathname === '/web/v1/src/bug/confirm')!.body).toEqual({ id: BUG_ID, grade: 'waitperfect', content: '不在范围内' });
  });
});

describe('turn back, retest, claim, confirm repair', () => {
  it('turns back with a required reason sent in the query', async () => {
    signIn('company');
    const { calls } = await openBug(ok(bugDetail({ actions: ['turnBack'] })), { locale: 'en', more: [(url) => (url.pathname === '/web/v1/turntoaudit' ? moved('verifying', 1) : undefined)] });
    fireEvent.click(screen.getByTestId('action-turnBack'));
    fireEvent.click(await screen.findByTestId('turn-back-dialog-ok'));
    expect(await screen.findByText('Please give a reason')).toBeTruthy();
    fireEvent.change(screen.getByTestId('turn-back-dialog-text'), { target: { value: 'Add the request & response' } });
    fireEvent.click(screen.getByTestId('turn-back-dialog-ok'));
    await screen.findByText('Turned back to the hacker for changes');
    const call = calls.find((c) => c.url.pathname === '/web/v1/turntoaudit')!;
    expect(call.method).toBe('GET');
    expect([call.url.searchParams.get('holeId'), call.url.searchParams.get('reason')]).toEqual([BUG_ID, 'Add the request & response']);
  });

  it('shows a turn-back refusal as a warning with the errmsg', async () => {
    signIn('company');
    await openBug(ok(bugDetail({ actions: ['turnBack'] })), {
      more: [(url) => (url.pathname === '/web/v1/turntoaudit' ? { status: 409, body: { errcode: 40973, errmsg: '该漏洞已退回修改过一次', ret: null } } : undefined)],
    });
    fireEvent.click(screen.getByTestId('action-turnBack'));
    fireEvent.change(await screen.findByTestId('turn-back-dialog-text'), { target: { value: '请补充' } });
    fireEvent.click(screen.getByTestId('turn-back-dialog-ok'));
    const toast = await screen.findByText('该漏洞已退回修改过一次');
    expect(toast.closest('.ant-message-warning')).not.toBeNull();
  });

  it('requests a retest with an optional note', async () => {
    signIn('company');
    const { calls } = await openBug(ok(bugDetail({ holestatus: 'end', actions: ['recheck'] })), { more: [(url) => (url.pathname === '/web/v1/recheckHole' ? moved('recheck') : undefined)] });
    fireEvent.click(screen.getByTestId('action-recheck'));
    fireEvent.click(await screen.findByTestId('recheck-dialog-ok'));
    await screen.findByText('已申请复测');
    expect(calls.find((c) => c.url.pathname === '/web/v1/recheckHole')!.body).toEqual({ id: BUG_ID, content: '' });
  });

  it.each([
    ['claim', '/web/v1/src/bug/claim', '认领成功'],
    ['confirmRepair', '/web/v1/src/bug/confirmRepair', '已确认修复'],
  ] as const)('%s calls its SRC route at once', async (action, path, success) => {
    signIn('company');
    const { calls } = await openBug(ok(bugDetail({ projectype: 'SecurityResponse', actions: [action] })), { more: [(url) => (url.pathname === path ? moved('end') : undefined)] });
    fireEvent.click(screen.getByTestId(`action-${action}`));
    await screen.findByText(success);
    expect(calls.find((c) => c.url.pathname === path)!.body).toEqual({ id: BUG_ID });
  });
});
