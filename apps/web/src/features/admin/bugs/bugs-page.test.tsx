import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PAGE_SIZE } from '@wardline/contract';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { setSessionValue } from '@/lib/session';
import AdminLayout from '../admin-layout';
import BugsPage from './bugs-page';
import { bugDetail, gradeOf, serveBugs, summaryOf } from './test-fixtures';

const render = (locale: 'zh' | 'en' = 'zh', path = '/admin/bugs') => renderWithProviders(<BugsPage />, { path, routePath: '/admin/bugs', locale });
const listCalls = (calls: ReturnType<typeof serveBugs>['calls']) => calls.filter((c) => c.url.pathname === '/web/v1/admin/bugs');

describe('console: report queues', () => {
  it('lists the triage queue with every column, the wait in red when overdue, in Chinese', async () => {
    const d = bugDetail('zh');
    const late = summaryOf(d);
    const fresh = summaryOf({ ...d, id: 'bug_fresh0001', holenumber: 'WL-2026-0043' }, { waitingMs: 5 * 60 * 60 * 1000 + 12 * 60 * 1000, overdue: false, currentGrade: gradeOf('middle', 'zh') });
    const { calls } = serveBugs(d, { rows: [late, fresh] });
    await render('zh');
    const row = (await screen.findByTestId(`review-bug-${d.id}`)).closest('tr') as HTMLElement;
    for (const text of ['WL-2026-0042', '订单接口越权 <b>查看</b>他人订单', '示例商城众测', '示例科技有限公司', 'whitehat01', '审核中']) {
      expect(row.textContent).toContain(text);
    }
    // The title is the hacker's text: shown as typed, never parsed.
    expect(row.querySelector('b')).toBeNull();
    const overdue = screen.getByTestId(`waited-${d.id}`);
    expect(overdue.textContent).toBe('6 天 3 小时（已超时）');
    expect(overdue.getAttribute('data-overdue')).toBe('true');
    expect(overdue.className).toMatch(/overdue/);
    expect(screen.getByTestId('waited-bug_fresh0001').textContent).toBe('5 小时 12 分钟');
    expect(screen.getByTestId('waited-bug_fresh0001').getAttribute('data-overdue')).toBeNull();
    expect((screen.getByTestId('review-bug-bug_fresh0001').closest('tr') as HTMLElement).textContent).toContain('中危');
    for (const header of ['漏洞编号', '漏洞标题', '项目', '厂商', '提交者', '状态', '当前等级', '已等待']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    const first = listCalls(calls)[0]!.url.searchParams;
    expect(first.get('queue')).toBe('triage');
    expect(first.get('size')).toBe(String(ADMIN_PAGE_SIZE));
    expect(first.get('page')).toBe('1');
  }, 60_000);

  it('switches queues, filters by status and searches, in English', async () => {
    const d = bugDetail('en');
    const { calls } = serveBugs(d);
    const { router } = await render('en');
    await screen.findByTestId(`review-bug-${d.id}`);
    for (const header of ['Number', 'Title', 'Project', 'Company', 'Reporter', 'Status', 'Current grade', 'Waited']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(screen.getByTestId(`waited-${d.id}`).textContent).toBe('6 d 3 h (overdue)');

    const tabs = screen.getByTestId('bug-queue-tabs');
    for (const [label, queue] of [['Arbitration', 'arbitration'], ['Overdue', 'overdue'], ['All', 'all']] as const) {
      fireEvent.click(within(tabs).getByText(label));
      await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('queue')).toBe(queue));
    }
    expect(router.state.location.search).toBe('?queue=all');

    fireEvent.mouseDown(screen.getByLabelText('Filter by status'));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((o) => o.title === 'In arbitration');
      expect(found).toBeTruthy();
      return found!;
    });
    fireEvent.click(option);
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('status')).toBe('arbitrationing'));

    const search = screen.getByLabelText('Search number, title, project, company or hacker');
    fireEvent.change(search, { target: { value: '  WL-2026  ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('search')).toBe('WL-2026'));
    const last = listCalls(calls).at(-1)!.url.searchParams;
    expect([last.get('queue'), last.get('status')]).toEqual(['all', 'arbitrationing']);
  }, 60_000);

  it('pages by 20 and asks for the page chosen', async () => {
    const d = bugDetail('zh');
    const rows = Array.from({ length: ADMIN_PAGE_SIZE }, (_, i) => summaryOf({ ...d, id: `bug_row${String(i).padStart(5, '0')}`, holenumber: `WL-2026-${1000 + i}` }));
    setSessionValue('jwtToken', 'T'.repeat(43));
    const calls = mockFetch((url) => {
      if (url.pathname === '/web/v1/admin/me') return ok({ id: 'f'.repeat(32), nickname: 'DemoStaff', email: null, totpEnabled: true, permissions: ['triage'] });
      if (url.pathname === '/web/v1/admin/bugs') return ok({ total: 45, data: rows });
      return undefined;
    });
    await render('zh');
    await screen.findByTestId('review-bug-bug_row00000');
    expect(screen.getByText('共 45 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/web/v1/admin/bugs').at(-1)!.url.searchParams.get('page')).toBe('3'));
  }, 60_000);

  it.each(['zh', 'en'] as const)('opens the report a notice links to (?review=), and closing it keeps the list (%s)', async (locale) => {
    const d = bugDetail(locale);
    const { calls } = serveBugs(d);
    const { router } = await renderWithProviders(<BugsPage />, { path: `/admin/bugs?queue=all&review=${d.id}`, routePath: '/admin/bugs', locale });
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByTestId('bug-title');
    expect(within(drawer).getByText(locale === 'zh' ? `漏洞 ${d.holenumber}` : `Report ${d.holenumber}`)).toBeTruthy();
    // The drawer is not a filter of the list: never sent, never a second load.
    await screen.findByTestId(`review-bug-${d.id}`);
    expect(listCalls(calls).map((c) => [c.url.searchParams.get('queue'), c.url.searchParams.has('review')])).toEqual([['all', false]]);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?queue=all'));
    expect(listCalls(calls)).toHaveLength(1);
  }, 60_000);

  it('shows the server’s refusal instead of rows, and a 403 page to staff without either permission', async () => {
    setSessionValue('jwtToken', 'T'.repeat(43));
    mockFetch(
      (url) => (url.pathname === '/web/v1/admin/me' ? ok({ id: 'f'.repeat(32), nickname: 'DemoStaff', email: null, totpEnabled: true, permissions: ['content'] }) : undefined),
      (url) => (url.pathname === '/web/v1/admin/bugs' ? { status: 403, body: { errcode: 403, errmsg: '没有权限', ret: null } } : undefined),
    );
    await render('zh');
    expect(await screen.findByTestId('bugs-forbidden')).toHaveProperty('textContent', expect.stringContaining('“漏洞审核”或“申诉仲裁”权限'));
    expect(screen.queryByRole('table')).toBeNull();
  }, 60_000);
});

describe('console menu: the Reports section', () => {
  afterEach(() => vi.restoreAllMocks());
  const layout = async (permissions: string[], locale: 'zh' | 'en') => {
    setSessionValue('jwtToken', 'T'.repeat(43));
    mockFetch((url) => (url.pathname === '/web/v1/admin/me' ? ok({ id: 'f'.repeat(32), nickname: 'DemoStaff', email: null, totpEnabled: true, permissions }) : undefined));
    await renderWithProviders(<AdminLayout />, { path: '/admin/users', routePath: '/admin/*', locale });
    await screen.findByTestId('admin-me');
  };

  it('is hidden from staff holding neither triage nor arbitration', async () => {
    await layout(['content', 'projectAudit'], 'zh');
    expect(screen.getByRole('link', { name: '项目审核' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '漏洞审核' })).toBeNull();
  }, 60_000);

  it('is shown to staff with triage', async () => {
    await layout(['triage'], 'zh');
    expect(screen.getByRole('link', { name: '漏洞审核' }).getAttribute('href')).toBe('/admin/bugs');
  }, 60_000);

  it('is shown to staff with only arbitration, in English', async () => {
    await layout(['arbitration'], 'en');
    expect(screen.getByRole('link', { name: 'Report triage' }).getAttribute('href')).toBe('/admin/bugs');
  }, 60_000);
});

describe('console: report queues on a phone (375 px)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the menu button in the header, above the queue, and the table scrolls sideways instead of squeezing', async () => {
    // Below Ant Design's lg breakpoint every max-width query matches.
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: /max-width/.test(query), media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList,
    );
    const d = bugDetail('en');
    serveBugs(d, { permissions: ['triage'] });
    await renderWithProviders(
      <Routes>
        <Route path="/admin" element={<AdminLayout />}>
          <Route path="bugs" element={<BugsPage />} />
        </Route>
      </Routes>,
      { path: '/admin/bugs', routePath: '*', locale: 'en' },
    );
    // The frame asks who is signed in before the page mounts and asks for its queue: slower than one page alone.
    const review = await screen.findByTestId(`review-bug-${d.id}`, {}, { timeout: 15_000 });
    const button = screen.getByRole('button', { name: 'Navigation menu' });
    expect(button.closest('header')).not.toBeNull();
    const content = review.closest('main') as HTMLElement;
    expect(content).not.toBeNull();
    expect(content.contains(button)).toBe(false);
    expect(document.querySelector('.ant-layout-sider-zero-width-trigger, .ant-layout-sider-trigger')).toBeNull();
    expect(within(content).getByRole('heading', { name: 'Report triage' })).toBeTruthy();
    // The wide table keeps its columns and scrolls inside its own box.
    expect(review.closest('.ant-table-content, .ant-table-body')).not.toBeNull();
    expect(review.closest('table')?.style.width).toBe('1200px');
  }, 60_000);
});
