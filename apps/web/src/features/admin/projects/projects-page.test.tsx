import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_HOLE_LEVELS, type AdminProjectDetail } from '@wardline/contract';
import { setSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import ProjectsPage from './projects-page';

const ID = 'prj_queue1';
const FILE = `pf_${'P'.repeat(32)}`;
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

const detail = (over: Partial<AdminProjectDetail> = {}): AdminProjectDetail => ({
  id: ID,
  states: 'unaudited',
  rejectReason: null,
  companyname: '示例科技有限公司',
  projectype: 'bugbounty',
  projectSubType: 'web',
  projectname: '示例商城众测',
  startime: '2026-12-01T01:00:00.000Z',
  endtime: '2026-12-21T01:00:00.000Z',
  rewardpool: '1000.00',
  hiderewardpool: 0,
  privatemode: 1,
  rewardtype: 'rmb',
  projectintroduce: '电商主站与移动端接口',
  testrule: '禁止拒绝服务测试',
  testrange: 'https://shop.example.com',
  authorfile: FILE,
  holeList: DEFAULT_HOLE_LEVELS.map((l) => ({ holeCode: l.holeCode, holeLevelName: l.name.zh, holeMoney: '100.00', holeDescription: l.description.zh, weight: l.weight, color: l.color })),
  testnumber: 30,
  verifytype: 1,
  persontype: 1,
  personlevel: 2,
  bugAudit: 1,
  vpn: 1,
  vpnUserName: 'tester01',
  vpnPassword: 'secret',
  smsnotice: 0,
  retest: 1,
  company: { id: 'usr_c1', nickname: '示例科技' },
  companyType: 0,
  serviceFee: '200.00',
  total: '1200.00',
  difficultyFactor: 2,
  pauseReason: null,
  submittedAt: '2026-11-20T02:00:00.000Z',
  createtime: '2026-11-20T02:00:00.000Z',
  history: [{ from: null, to: 'unaudited', action: 'publish', actor: '示例科技', job: null, reason: null, at: '2026-11-20T02:00:00.000Z' }],
  ...over,
});

const summary = (d: AdminProjectDetail) => ({ id: d.id, projectname: d.projectname, projectype: d.projectype, companyname: d.companyname, states: d.states, rewardpool: d.rewardpool, startime: d.startime, endtime: d.endtime, submittedAt: d.submittedAt });

function serve(first: AdminProjectDetail) {
  setSessionValue('jwtToken', 'T'.repeat(43));
  let current = first;
  const files: (string | undefined)[] = [];
  const calls = mockFetch((url, init) => {
    const path = url.pathname.replace('/web/v1', '');
    if (path === '/admin/projects') return ok({ total: 1, data: [summary(current)] });
    if (path === `/admin/projects/${ID}`) return ok(current);
    const action = /^\/admin\/projects\/prj_queue1\/(approve|reject|pause|resume)$/.exec(path)?.[1];
    if (action && init?.method === 'POST') {
      current = detail({ states: { approve: 'audited', reject: 'failed', pause: 'pause', resume: 'apply' }[action] as AdminProjectDetail['states'] });
      return ok({ id: ID, states: current.states }, '保存成功');
    }
    if (path === '/admin/audit-log') return ok({ total: 0, data: [] });
    return undefined;
  });
  const jsonFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/web/v1/findPrivateFile') {
      files.push((init?.headers as Record<string, string> | undefined)?.Authorization);
      return new Response(new Blob([PNG_HEAD], { type: 'image/png' }), { status: 200, headers: { 'Content-Type': 'image/png' } });
    }
    return jsonFetch(input, init);
  }) as typeof fetch;
  return { calls, files };
}

const render = (locale: 'zh' | 'en' = 'zh', path = '/admin/projects') => renderWithProviders(<ProjectsPage />, { path, routePath: '/admin/projects', locale });

describe('console: project audit', () => {
  it('shows the queue and, for one project, everything the company entered with the fee and the history; the letter opens with the staff token', async () => {
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: vi.fn(() => 'blob:test/1') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
    const { calls, files } = serve(detail());
    await render();
    fireEvent.click(await screen.findByTestId(`review-project-${ID}`));
    // The queue: no state filter sent, so the server lists unaudited projects, oldest first.
    expect(calls.find((c) => c.url.pathname === '/web/v1/admin/projects')?.url.searchParams.get('state')).toBeNull();
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('电商主站与移动端接口');
    for (const text of ['示例科技有限公司', '禁止拒绝服务测试', 'https://shop.example.com', '1000.00 人民币', '200.00 人民币', '标准企业（收取 20% 服务费）', 'tester01', '严重']) {
      expect(drawer.textContent).toContain(text);
    }
    expect(within(screen.getByTestId('project-total')).getByText('1200.00 人民币')).toBeTruthy();
    expect(drawer.textContent).not.toContain('secret');
    fireEvent.click(screen.getByTestId('open-authorfile'));
    expect(await screen.findByTestId('authorfile-image')).toBeTruthy();
    expect(files).toEqual(['T'.repeat(43)]);
  }, 60_000);

  it('rejects only with a reason the company will read', async () => {
    const { calls } = serve(detail());
    await render();
    fireEvent.click(await screen.findByTestId(`review-project-${ID}`));
    fireEvent.click(await screen.findByTestId('project-reject'));
    fireEvent.click(await screen.findByTestId('reason-dialog-ok'));
    expect(await screen.findByText('请填写原因')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '授权书未加盖公章' } });
    fireEvent.click(screen.getByTestId('reason-dialog-ok'));
    await waitFor(() => expect(calls.find((c) => c.url.pathname === `/web/v1/admin/projects/${ID}/reject`)?.body).toEqual({ reason: '授权书未加盖公章' }));
  }, 60_000);

  it('approves an unaudited project with the chosen difficulty', async () => {
    const { calls } = serve(detail());
    await render('en');
    fireEvent.click(await screen.findByTestId(`review-project-${ID}`));
    fireEvent.click(await screen.findByTestId('project-approve'));
    fireEvent.click(await screen.findByTestId('approve-ok'));
    await waitFor(() => expect(calls.find((c) => c.url.pathname === `/web/v1/admin/projects/${ID}/approve`)?.body).toEqual({ difficultyFactor: 2 }));
    expect(await screen.findByText('Project approved')).toBeTruthy();
  }, 60_000);

  it('pauses a running project and resumes a paused one, each with a reason', async () => {
    const { calls } = serve(detail({ states: 'doing' }));
    await render('zh', '/admin/projects?state=doing');
    fireEvent.click(await screen.findByTestId(`review-project-${ID}`));
    expect(screen.queryByTestId('project-approve')).toBeNull();
    fireEvent.click(await screen.findByTestId('project-pause'));
    fireEvent.change(await screen.findByLabelText('原因'), { target: { value: '企业要求暂缓测试' } });
    fireEvent.click(screen.getByTestId('reason-dialog-ok'));
    await waitFor(() => expect(calls.find((c) => c.url.pathname === `/web/v1/admin/projects/${ID}/pause`)?.body).toEqual({ reason: '企业要求暂缓测试' }));
    expect(calls.find((c) => c.url.pathname === '/web/v1/admin/projects')?.url.searchParams.get('state')).toBe('doing');

    fireEvent.click(await screen.findByTestId(`review-project-${ID}`));
    fireEvent.click(await screen.findByTestId('project-resume'));
    fireEvent.change(await screen.findByLabelText('原因'), { target: { value: '企业已确认恢复' } });
    fireEvent.click(screen.getByTestId('reason-dialog-ok'));
    await waitFor(() => expect(calls.find((c) => c.url.pathname === `/web/v1/admin/projects/${ID}/resume`)?.body).toEqual({ reason: '企业已确认恢复' }));
  }, 90_000);
});
