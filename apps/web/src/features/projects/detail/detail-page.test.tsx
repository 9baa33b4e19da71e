import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectDetail } from '@wardline/contract';
import { mockFetch, ok, renderWithProviders, type Reply } from '@/test/render';
import { detail, participant, signIn } from '../test-fixtures';
import ProjectDetailPage from './detail-page';

const ID = detail().id;
const isDetail = (url: URL) => url.pathname === '/web/v1/project/getProjectdetail' || url.pathname === '/web/v1/project/getpersonalProjectdetail';

async function openDetail(answer: Reply, { path = `/projectPage/detail/${ID}`, locale = 'zh' as 'zh' | 'en', more = [] as Parameters<typeof mockFetch> } = {}) {
  const calls = mockFetch((url) => (isDetail(url) ? answer : undefined), ...more);
  const routePath = path.startsWith('/userCenter') ? '/userCenter/projectPage/detail/:id' : '/projectPage/detail/:id';
  const view = await renderWithProviders(<ProjectDetailPage />, { path, routePath, locale });
  return { ...view, calls };
}

const approved = (over: Partial<ProjectDetail> = {}) =>
  detail({
    operation: 'submission',
    enterstatus: 'normal',
    joinStatus: 'apply',
    bountyVisible: true,
    progress: 12,
    rewardpool: '50000.00',
    remainingBonus: '44000.00',
    lowriskreward: '100.00',
    highriskreward: '20000.00',
    holeList: [{ holeCode: 'urgent', holeLevelName: '严重', holeMoney: '20000.00', holeDescription: '远程代码执行', weight: 40, color: 'purple' }],
    vpnUserName: 'qh-tester-07',
    vpnPassword: 'S3cret!vpn',
    vpnFileUrl: '/web/v1/project/downloadvpnfile?token=abc.def',
    tabs: { participants: false, holes: true },
    ...over,
  });

describe('the project detail', () => {
  it('tells another company it has no permission, and shows nothing of the project', async () => {
    signIn('company');
    await openDetail({ status: 403, body: { errcode: 40354, errmsg: '没有权限查看该项目', ret: null } });
    const refusal = await screen.findByTestId('project-no-permission');
    expect(refusal.textContent).toContain('没有权限');
    expect(screen.queryByTestId('project-detail')).toBeNull();
    expect(screen.queryByText('pay.qinghe.example')).toBeNull();
  });

  it('says a project it cannot find does not exist', async () => {
    signIn('hacker');
    await openDetail({ status: 404, body: { errcode: 40450, errmsg: '项目不存在', ret: null } }, { locale: 'en' });
    expect((await screen.findByTestId('project-not-found')).textContent).toContain('Project not found');
  });

  it('hides the bounty and the VPN from a hacker who is not approved, and shows every enrolment refusal', async () => {
    signIn('hacker');
    let answer: Reply = { status: 409, body: { errcode: 40962, errmsg: '该项目名额已满', ret: null } };
    const { calls } = await openDetail(ok(detail()), { more: [(url) => (url.pathname === '/web/v1/project/hacker/signProject' ? answer : undefined)] });
    await screen.findByTestId('project-detail');
    expect(screen.getByTestId('detail-bonus').textContent).toBe('****');
    expect(screen.getByTestId('detail-remaining-bonus').textContent).toBe('****');
    expect(screen.getByTestId('detail-progress').textContent).toBe('**');
    expect(screen.getAllByTestId('level-money').map((m) => m.textContent)).toEqual(['****', '****']);
    expect(screen.getByTestId('rewards-hidden')).toBeTruthy();
    expect(screen.getByTestId('vpn-hidden')).toBeTruthy();
    expect(screen.queryByTestId('vpn-details')).toBeNull();
    // The company's text is text: its line break kept, never markup.
    expect(screen.getByText(/请勿进行拒绝服务测试/).textContent).toContain('\n');
    expect(screen.queryByRole('tab', { name: '参与人员' })).toBeNull();
    expect(screen.queryByRole('tab', { name: '漏洞列表' })).toBeNull();

    fireEvent.click(screen.getByTestId('detail-operation'));
    expect((await screen.findByTestId('enrol-refusal')).textContent).toContain('该项目名额已满');
    expect(calls.find((c) => c.url.pathname === '/web/v1/project/hacker/signProject')!.url.searchParams.get('id')).toBe(ID);

    answer = { status: 403, body: { errcode: 40362, errmsg: '该项目仅限完成可信认证的白帽子报名', ret: null } };
    fireEvent.click(screen.getByTestId('detail-operation'));
    await waitFor(() => expect(screen.getByTestId('enrol-refusal').textContent).toContain('该项目仅限完成可信认证的白帽子报名'));
  });

  it('shows an approved hacker the bounty, the VPN with its signed file link, and the vulnerability list', async () => {
    signIn('hacker');
    const { calls } = await openDetail(ok(approved()), { locale: 'en', more: [(url) => (url.pathname === '/web/v1/bugList' ? ok({ data: [], total: 0 }) : undefined)] });
    await screen.findByTestId('project-detail');
    expect(screen.getByTestId('detail-bonus').textContent).toBe('¥50,000.00');
    expect(screen.getByTestId('detail-remaining-bonus').textContent).toBe('¥44,000.00');
    expect(screen.getByTestId('level-money').textContent).toBe('¥20,000.00');
    expect(screen.queryByTestId('rewards-hidden')).toBeNull();
    const vpn = screen.getByTestId('vpn-details');
    expect(within(vpn).getByText('qh-tester-07')).toBeTruthy();
    expect(within(vpn).getByText('S3cret!vpn')).toBeTruthy();
    expect(screen.getByTestId('vpn-file').getAttribute('href')).toBe('/web/v1/project/downloadvpnfile?token=abc.def');
    expect(screen.getByTestId('detail-operation').textContent).toBe('Submit a vulnerability');

    fireEvent.click(screen.getByRole('tab', { name: 'Vulnerabilities' }));
    expect((await screen.findByTestId('holes-empty')).textContent).toContain('No vulnerability reports in this project yet');
    // A hacker's tab lists their own reports of this project, and offers no project report download.
    expect(calls.find((c) => c.url.pathname === '/web/v1/bugList')!.url.searchParams.get('projectId')).toBe(ID);
    expect(screen.queryByTestId('holes-download')).toBeNull();
  });

  it('disables submission with a hint while the project has not started', async () => {
    signIn('hacker');
    await openDetail(ok(approved({ states: 'apply', status: 'apply' })));
    await screen.findByTestId('project-detail');
    expect((screen.getByTestId('detail-operation') as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives the owner the edit button while editable, and staff\'s reason for a refusal', async () => {
    signIn('company');
    const { router } = await openDetail(
      ok(detail({ operation: null, joinStatus: null, mySelfProject: true, editable: true, states: 'failed', status: 'failed', rejectReason: '授权文件模糊，请重新上传', tabs: { participants: true, holes: true } })),
      { path: `/userCenter/projectPage/detail/${ID}`, more: [(url) => (url.pathname === '/web/v1/project/getjoinperson' ? ok({ data: [], total: 0 }) : undefined)] },
    );
    expect((await screen.findByTestId('project-rejected')).textContent).toContain('授权文件模糊，请重新上传');
    fireEvent.click(screen.getByTestId('detail-edit'));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/company/editProject?projectId=${ID}`));
  });

  it('lists the participants for the owner, 10 a page with every field, and approves and refuses with a reason', async () => {
    signIn('company');
    const people = [participant(1), participant(2, { enterstatus: 'normal', userLabel: [] }), participant(3, { enterstatus: 'refuse', reason: '经验不足' })];
    const { calls } = await openDetail(ok(detail({ operation: null, joinStatus: null, mySelfProject: true, tabs: { participants: true, holes: true } })), {
      path: `/userCenter/projectPage/detail/${ID}?tab=participants`,
      locale: 'en',
      more: [
        (url) => (url.pathname === '/web/v1/project/getjoinperson' ? ok({ data: people, total: 23 }) : undefined),
        (url, init) => (url.pathname === '/web/v1/project/examinejoinperson' && init?.method === 'POST' ? ok({ id: people[0]!.id, enterstatus: JSON.parse(String(init.body)).enterstatus }, 'Decision saved') : undefined),
      ],
    });
    const table = await screen.findByTestId('participants');
    await within(table).findByText('白帽1');
    const list = calls.find((c) => c.url.pathname === '/web/v1/project/getjoinperson')!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({ id: ID, page: '1', size: '10' });
    expect(calls.some((c) => c.url.pathname === '/web/v1/project/getpersonalProjectdetail')).toBe(true);
    expect(within(table).getAllByTestId('participant-status').map((s) => s.textContent)).toEqual(['Pending review', 'Participating', 'Refused']);
    expect(within(table).getByText('Reason: 经验不足')).toBeTruthy();
    expect(within(table).getAllByText('Intermediate')).toHaveLength(3);
    expect(screen.getByText('23 people')).toBeTruthy();
    // Review is offered unless the enrolment is normal; a refused one may still be approved.
    expect(within(table).getAllByTestId('participant-approve')).toHaveLength(2);

    fireEvent.click(within(table).getAllByTestId('participant-approve')[0]!);
    await waitFor(() => expect(calls.find((c) => c.url.pathname === '/web/v1/project/examinejoinperson')?.body).toEqual({ id: people[0]!.id, enterstatus: 'normal' }));
    expect(await screen.findByText('Enrolment approved')).toBeTruthy();

    fireEvent.click(within(table).getByTestId('participant-refuse'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Please enter the reason')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('refuse-reason'), { target: { value: 'Not enough web experience' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/web/v1/project/examinejoinperson').at(-1)?.body).toEqual({ id: people[0]!.id, enterstatus: 'refuse', reason: 'Not enough web experience' }));
    expect(await screen.findByText('Enrolment refused')).toBeTruthy();
  }, 60_000);
});
