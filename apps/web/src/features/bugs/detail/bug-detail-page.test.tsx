import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BugDetail } from '@wardline/contract';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { BUG_ID, bugDetail, comment, PROJECT_ID, signIn } from './test-fixtures';
import { openBug } from './bug-test-support';
import BugDetailPage from './bug-detail-page';

const isDetail = (url: URL) => url.pathname === '/web/v1/bugdetail';
const isComments = (url: URL) => url.pathname === '/web/v1/commentlist';

afterEach(() => vi.useRealTimers());

describe('the report detail', () => {
  it('shows every field of the report, its grades with colours and reason, progress and clocks (zh)', async () => {
    signIn('company');
    const { calls } = await openBug(ok(bugDetail()));
    expect(calls.find((c) => isDetail(c.url))!.url.searchParams.get('id')).toBe(BUG_ID);
    expect(screen.getByTestId('bug-title').textContent).toBe('支付回调未校验签名');
    expect(screen.getByTestId('bug-number').textContent).toBe('QH-2026-0007');
    expect(screen.getByTestId('bug-status').textContent).toBe('待确认');
    expect(screen.getByTestId('bug-reporter').textContent).toBe('白帽7');
    expect(screen.getByTestId('bug-type').textContent).toBe('签名校验缺失 (CWE-347)');
    expect(screen.getByTestId('bug-url').textContent).toBe('https://pay.qinghe.example/notify?sign');
    expect(screen.getByTestId('bug-url').closest('a')).toBeNull();
    expect(screen.getByTestId('bug-cvss').textContent).toContain('9.1');
    expect(screen.getByTestId('bug-judge-basis').textContent).toBe('影响资金安全');
    // Plain text keeps its line break and is never markup.
    expect(screen.getByTestId('bug-describe').textContent).toBe('回调接口未校验签名。\n任意人可伪造支付成功。');
    expect(screen.getByTestId('bug-danger').textContent).toBe('可免费下单');
    expect(screen.getByTestId('bug-detail-html').querySelector('strong')!.textContent).toBe('构造');
    expect(screen.getByTestId('bug-repair-html').textContent).toBe('校验签名并比对金额');

    expect(screen.getByTestId('grade-self').textContent).toBe('严重');
    expect(screen.getByTestId('grade-audit').textContent).toBe('高危');
    expect((screen.getByTestId('grade-audit') as HTMLElement).style.borderColor).not.toBe('');
    expect(screen.getByTestId('grade-confirm').textContent).toBe('待定');
    expect(screen.getByTestId('grade-final').textContent).toBe('待定');
    expect(screen.getByTestId('grade-reason').textContent).toBe('需要已登录的商户账号，危害降一级');

    const progress = screen.getByTestId('bug-progress');
    expect(progress.getAttribute('data-reached')).toBe('2');
    expect(within(progress).getByText('提交漏洞')).toBeTruthy();
    expect(within(progress).getByText('积分发放')).toBeTruthy();

    expect(screen.getByTestId('clock-triage').textContent).toContain('1 天 2 小时');
    expect(screen.queryByTestId('clock-triage-overdue')).toBeNull();
    expect(screen.getByTestId('clock-confirm').textContent).toContain('8 天');
    expect(screen.getByTestId('clock-confirm-overdue').textContent).toBe('已超时');

    expect(screen.getByTestId('bug-hint').textContent).toContain('15');
    expect(screen.getByTestId('bug-hint').textContent).toContain('500');
    expect(screen.getByTestId('bug-hint').textContent).toContain('3 至 5');
    expect(screen.getByTestId('crumb-project').getAttribute('href')).toBe(`/projectPage/detail/${PROJECT_ID}`);
    expect(screen.queryByTestId('duplicate-of')).toBeNull();
    expect(screen.queryByTestId('appeal-deadline')).toBeNull();
  });

  it('shows the receipt and copies it', async () => {
    signIn('hacker');
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await openBug(ok(bugDetail({ actions: [] })), { locale: 'en' });
    expect(screen.getByTestId('receipt-number').textContent).toBe('QH-2026-0007');
    expect(screen.getByTestId('receipt-digest').textContent).toBe('a'.repeat(64));
    expect(screen.getByTestId('receipt-prev').textContent).toBe('b'.repeat(64));
    expect(screen.getByTestId('receipt-version').textContent).toBe('1');
    expect(screen.getByTestId('receipt-first-seen').textContent).toMatch(/^2026-11-20 \d\d:03:04$/);
    fireEvent.click(screen.getByTestId('receipt-copy'));
    await screen.findByText('Receipt copied');
    const copied = (writeText.mock.calls[0] as unknown as [string])[0];
    expect(copied).toContain('holenumber: QH-2026-0007');
    expect(copied).toContain(`sha256: ${'a'.repeat(64)}`);
    expect(copied).toContain(`prevSha256: ${'b'.repeat(64)}`);
    expect(copied).toContain('firstSeenAt: 2026-11-20T02:03:04.000Z');
  });

  it('says a first report has no previous digest, and a failed copy is said', async () => {
    signIn('hacker');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    await openBug(ok(bugDetail({ receipt: { ...bugDetail().receipt, prevDigest: null } })));
    expect(screen.getByTestId('receipt-prev').textContent).toBe('（本项目第一份报告）');
    fireEvent.click(screen.getByTestId('receipt-copy'));
    await screen.findByText('复制失败，请手动选择文本复制');
  });

  it('shows the full history: who as a party, when, from, to and the reason (en)', async () => {
    signIn('hacker');
    await openBug(ok(bugDetail({ actions: [] })), { locale: 'en', path: `/userCenter/bugPage/detail/${BUG_ID}` });
    const entries = screen.getAllByTestId('history-entry');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByTestId('history-by').textContent).toBe('Hacker');
    expect(within(entries[1]!).getByTestId('history-by').textContent).toBe('Platform staff');
    expect(within(entries[1]!).getByTestId('history-move').textContent).toBe('Under triage → Awaiting confirmation');
    expect(within(entries[1]!).getByTestId('history-reason').textContent).toBe('复现成功，定为高危');
    expect(screen.getByTestId('crumb-project').getAttribute('href')).toBe(`/userCenter/projectPage/detail/${PROJECT_ID}`);
    expect(screen.getByTestId('bug-status').textContent).toBe('Awaiting confirmation');
    expect(screen.getByTestId('bug-hint').textContent).toContain('3 to 5');
  });

  it('shows a duplicate\'s original and the appeal deadline with the time left', async () => {
    signIn('hacker');
    const deadline = new Date(Date.now() + (2 * 24 + 5) * 3_600_000 + 60_000).toISOString();
    await openBug(
      ok(
        bugDetail({
          holestatus: 'appeal',
          actions: ['appeal'],
          confirmGrade: { code: 'low', name: '低危', color: 'blue' },
          confirmGradeName: '低危',
          appealDeadline: deadline,
          duplicateOf: { holenumber: 'QH-2026-0002', grade: { code: 'high', name: '高危', color: 'red' }, firstSeenAt: '2026-11-19T01:02:03.000Z' },
        }),
      ),
    );
    const dup = screen.getByTestId('duplicate-of');
    expect(dup.textContent).toContain('QH-2026-0002');
    expect(dup.textContent).toMatch(/首次提交于 2026-11-19 \d\d:02:03/);
    expect(within(dup).getByTestId('duplicate-grade').textContent).toBe('高危');
    expect(screen.getByTestId('grade-confirm').textContent).toBe('低危');
    expect(screen.getByTestId('appeal-deadline').textContent).toContain('剩余 2 天 5 小时');
  });

  it('says the appeal window closed once its deadline passed', async () => {
    signIn('hacker');
    await openBug(ok(bugDetail({ appealDeadline: new Date(Date.now() - 1000).toISOString(), actions: [] })), { locale: 'en' });
    expect(screen.getByTestId('appeal-deadline').textContent).toContain('The appeal period is over');
  });

  it('answers an unknown or another party\'s report as not found, showing nothing of it', async () => {
    signIn('company');
    mockFetch((url) => (isDetail(url) ? { status: 404, body: { errcode: 40470, errmsg: '漏洞不存在', ret: null } } : undefined));
    await renderWithProviders(<BugDetailPage />, { path: `/bugPage/detail/${BUG_ID}`, routePath: '/bugPage/detail/:id' });
    expect((await screen.findByTestId('bug-not-found')).textContent).toContain('漏洞不存在');
    expect(screen.queryByTestId('bug-detail')).toBeNull();
  });
});

describe('comments', () => {
  const withComments = (detail: BugDetail, list = [comment(1), comment(2, { usertype: 'company', username: '青禾银行' }), comment(3, { usertype: 'staff', username: '平台' })]) => {
    let stored = list;
    const calls = mockFetch(
      (url) => (isDetail(url) ? ok(detail) : undefined),
      (url) => (isComments(url) ? ok({ data: stored, total: stored.length }) : undefined),
      (url, init) => {
        if (url.pathname !== '/web/v1/addcomment') return undefined;
        const body = JSON.parse(String(init?.body)) as { content: string };
        const added = comment(9, { content: body.content, username: '白帽7' });
        stored = [...stored, added];
        return ok(added, '评论成功');
      },
    );
    return calls;
  };

  it('lists the comments as text with who wrote them, and adds one', async () => {
    signIn('hacker');
    const calls = withComments(bugDetail({ actions: ['comment'] }));
    await renderWithProviders(<BugDetailPage />, { path: `/bugPage/detail/${BUG_ID}`, routePath: '/bugPage/detail/:id' });
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(3));
    const [first, second, third] = screen.getAllByTestId('comment');
    expect(within(first!).getByText('白帽子')).toBeTruthy();
    expect(within(second!).getByText('企业')).toBeTruthy();
    expect(within(third!).getByText('平台运营')).toBeTruthy();
    fireEvent.change(screen.getByTestId('comment-input'), { target: { value: '  已补充复现视频  ' } });
    fireEvent.click(screen.getByTestId('comment-submit'));
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(4));
    expect(calls.find((c) => c.url.pathname === '/web/v1/addcomment')!.body).toEqual({ id: BUG_ID, content: '已补充复现视频' });
    expect(screen.getAllByTestId('comment-content').at(-1)!.textContent).toBe('已补充复现视频');
    expect((screen.getByTestId('comment-input') as HTMLTextAreaElement).value).toBe('');
  });

  it.each(['zh', 'en'] as const)('refuses an empty comment with the spec\'s message before any call (%s)', async (locale) => {
    signIn('hacker');
    const calls = withComments(bugDetail(), []);
    await renderWithProviders(<BugDetailPage />, { path: `/bugPage/detail/${BUG_ID}`, routePath: '/bugPage/detail/:id', locale });
    await screen.findByTestId('bug-comments');
    expect(await screen.findByText(locale === 'zh' ? '暂无评论' : 'No comments yet')).toBeTruthy();
    fireEvent.change(screen.getByTestId('comment-input'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('comment-submit'));
    const text = locale === 'zh' ? '评论内容不能为空' : 'The comment cannot be empty';
    await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));
    expect(calls.some((c) => c.url.pathname === '/web/v1/addcomment')).toBe(false);
  });

  it('keeps the typed comment and shows the server\'s refusal', async () => {
    signIn('hacker');
    mockFetch(
      (url) => (isDetail(url) ? ok(bugDetail()) : undefined),
      (url) => (isComments(url) ? ok({ data: [], total: 0 }) : undefined),
      (url) => (url.pathname === '/web/v1/addcomment' ? { status: 403, body: { errcode: 40372, errmsg: '您不能评论该漏洞', ret: null } } : undefined),
    );
    await renderWithProviders(<BugDetailPage />, { path: `/bugPage/detail/${BUG_ID}`, routePath: '/bugPage/detail/:id' });
    await screen.findByTestId('bug-comments');
    fireEvent.change(screen.getByTestId('comment-input'), { target: { value: '请补充' } });
    fireEvent.click(screen.getByTestId('comment-submit'));
    await screen.findByText('您不能评论该漏洞');
    expect((screen.getByTestId('comment-input') as HTMLTextAreaElement).value).toBe('请补充');
  });

  it('shows neither the list nor the box without the rights, and reads without writing', async () => {
    signIn('company');
    const calls = await openBug(ok(bugDetail({ readCommentRight: false, commentRight: false }))).then((v) => v.calls);
    expect(screen.queryByTestId('bug-comments')).toBeNull();
    expect(calls.some((c) => isComments(c.url))).toBe(false);
  });

  it('reads without writing when only readCommentRight holds', async () => {
    signIn('company');
    withComments(bugDetail({ commentRight: false }));
    await renderWithProviders(<BugDetailPage />, { path: `/bugPage/detail/${BUG_ID}`, routePath: '/bugPage/detail/:id', locale: 'en' });
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(3));
    expect(screen.queryByTestId('comment-input')).toBeNull();
  });
});
