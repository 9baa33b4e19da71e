import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { changeLocale } from '@/i18n';
import { closeLoginDialog, isLoginDialogOpen } from '@/lib/login-dialog';
import { mockFetch, ok, renderWithProviders, testQueryClient } from '@/test/render';
import { card, signIn } from '../test-fixtures';
import HallPage from './hall-page';

const HALL = '/hackerservice/projectPage';
const isList = (url: URL) => url.pathname === '/web/v1/project/getProjectList';

function hallAnswering(data = [card(1)], total = data.length) {
  return mockFetch((url) => (isList(url) ? ok({ data, total }) : undefined));
}

async function openHall(path = HALL, locale: 'zh' | 'en' = 'zh') {
  return renderWithProviders(<HallPage />, { path, routePath: HALL, locale });
}

afterEach(() => closeLoginDialog());

describe('the project hall (/hackerservice/projectPage)', () => {
  it('asks for the filters in the address, and a chosen filter goes into the address at page 1', async () => {
    const calls = hallAnswering([card(1)], 35);
    const { router } = await openHall(`${HALL}?projectType=bugbounty&status=doing&lastPush=3&search=支付&page=2`);
    await screen.findByText('支付网关众测 1');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ projectType: 'bugbounty', status: 'doing', lastPush: '3', search: '支付', page: '2', size: '10' });
    expect((screen.getByTestId('hall-search') as HTMLInputElement).value).toBe('支付');
    expect(within(screen.getByTestId('filter-status')).getByRole('button', { name: '进行中' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('共 35 个项目')).toBeTruthy();
    expect(within(screen.getByTestId('project-card')).getByText('剩余奖金')).toBeTruthy();

    fireEvent.click(within(screen.getByTestId('filter-projectSubType')).getByRole('button', { name: '移动应用' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?${new URLSearchParams({ projectType: 'bugbounty', projectSubType: 'app', status: 'doing', search: '支付', lastPush: '3' })}`));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('projectSubType')).toBe('app'));
    expect(calls.at(-1)!.url.searchParams.get('page')).toBe('1');

    fireEvent.change(screen.getByTestId('hall-search'), { target: { value: '  网关 ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe('网关'));
  });

  it('shows every field of a card, with ** and **** where the values are hidden', async () => {
    hallAnswering([
      card(1),
      card(2, { progress: 35, lowriskreward: '200.00', highriskreward: '12000.00', rewardpool: '50000.00', remainingBonus: '38500.00', rewardtype: 'dollar', remainderNum: null, remainNumber: null, testnumber: null, publisher: null, projectSubType: 'app', difficultyFactor: 3, states: 'apply', status: 'apply', surplus: 3 }),
    ]);
    await openHall(HALL, 'en');
    const [hidden, shown] = await screen.findAllByTestId('project-card');
    expect(within(hidden!).getByTestId('card-progress').textContent).toBe('**');
    expect(within(hidden!).getByTestId('card-low-reward').textContent).toBe('****');
    expect(within(hidden!).getByTestId('card-high-reward').textContent).toBe('****');
    // The company hides its pool: what is left of it is hidden too.
    expect(within(hidden!).getByTestId('card-remaining-bonus').textContent).toBe('****');
    expect(within(hidden!).getByText('Publisher: 青禾银行')).toBeTruthy();
    expect(within(hidden!).getByTestId('card-places').textContent).toBe('12');
    expect(within(hidden!).getByText('2026-11-20')).toBeTruthy();

    expect(within(shown!).getByTestId('card-progress').textContent).toBe('35%');
    expect(within(shown!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('35');
    expect(within(shown!).getByTestId('card-low-reward').textContent).toBe('$200.00');
    expect(within(shown!).getByTestId('card-high-reward').textContent).toBe('$12,000.00');
    expect(within(shown!).getByTestId('card-remaining-bonus').textContent).toBe('$38,500.00');
    expect(within(shown!).getByText('Bonus left')).toBeTruthy();
    expect(within(shown!).getByTestId('card-places').textContent).toBe('Unlimited');
    expect(within(shown!).getByTestId('card-days-left').textContent).toBe('3 days');
    expect(within(shown!).getByTestId('card-difficulty').textContent).toBe('Hard');
    expect(within(shown!).getByTestId('card-status').textContent).toBe('Enrolling');
    expect(within(shown!).getByRole('img', { name: 'Mobile app' })).toBeTruthy();
    expect(within(shown!).queryByText(/Publisher/)).toBeNull();
  });

  it('says there is no data when nothing matches', async () => {
    hallAnswering([], 0);
    await openHall(`${HALL}?search=nothing`);
    expect((await screen.findByTestId('hall-empty')).textContent).toBe('暂无数据');
    expect(screen.queryByTestId('hall-pages')).toBeNull();
  });

  it('paints without Ant Design (a public page: plain markup)', async () => {
    hallAnswering();
    await changeLocale('zh');
    const router = createMemoryRouter([{ path: HALL, element: <HallPage /> }], { initialEntries: [HALL] });
    const { container } = render(
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByText('支付网关众测 1');
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('shows a visitor the hall, and opening a project asks them to sign in', async () => {
    hallAnswering([card(1, { operation: 'participate', joinStatus: null })]);
    const { router } = await openHall();
    expect(screen.queryByTestId('filter-joinStatus')).toBeNull();
    expect(screen.queryByTestId('filter-ownership')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: '支付网关众测 1' }));
    expect(isLoginDialogOpen()).toBe(true);
    expect(router.state.location.pathname).toBe(HALL);
  });

  it('gives signed-in hackers the join-status row and companies the ownership row', async () => {
    signIn('hacker');
    const calls = hallAnswering();
    await openHall(`${HALL}?joinStatus=applying&ownership=mine`);
    await screen.findByText('支付网关众测 1');
    expect(screen.getByTestId('filter-joinStatus')).toBeTruthy();
    expect(screen.queryByTestId('filter-ownership')).toBeNull();
    // A row the viewer does not have is not asked for, even when the address names it.
    expect(calls[0]!.url.searchParams.get('joinStatus')).toBe('applying');
    expect(calls[0]!.url.searchParams.has('ownership')).toBe(false);
  });

  it('gives companies the ownership row', async () => {
    signIn('company');
    const calls = hallAnswering([card(1, { operation: null, joinStatus: null, mySelfProject: true })]);
    await openHall(`${HALL}?ownership=mine`);
    await screen.findByText('支付网关众测 1');
    expect(screen.getByTestId('filter-ownership')).toBeTruthy();
    expect(screen.queryByTestId('filter-joinStatus')).toBeNull();
    expect(calls[0]!.url.searchParams.get('ownership')).toBe('mine');
    expect(screen.getByText('我发布的')).toBeTruthy();
  });

  it('opens the project for a certified hacker', async () => {
    signIn('hacker');
    hallAnswering();
    const { router } = await openHall();
    fireEvent.click(await screen.findByRole('button', { name: '支付网关众测 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/projectPage/detail/${card(1).id}`));
  });

  it('warns a hacker without real-name certification and takes them to it', async () => {
    signIn('hacker', 'unauthorized');
    hallAnswering();
    const { router } = await openHall(HALL, 'en');
    fireEvent.click(await screen.findByRole('button', { name: '支付网关众测 1' }));
    expect((await screen.findByTestId('project-entry-notice')).textContent).toContain('Complete real-name certification before entering projects');
    expect(router.state.location.pathname).toBe(HALL);
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/hackerLegalize'));
  });

  it('enrols from the card and shows each refusal with its own message', async () => {
    signIn('hacker');
    let answer = { status: 409, body: { errcode: 40961, errmsg: '同时参与的项目最多5个', ret: null } };
    const calls = mockFetch(
      (url) => (isList(url) ? ok({ data: [card(1), card(2, { operation: 'auditing', joinStatus: 'applying' })], total: 2 }) : undefined),
      (url) => (url.pathname === '/web/v1/project/hacker/signProject' ? answer : undefined),
    );
    await openHall();
    const [first, pending] = await screen.findAllByTestId('project-card');
    expect((within(pending!).getByTestId('card-operation') as HTMLButtonElement).disabled).toBe(true);
    expect(within(pending!).getByTestId('card-operation').textContent).toBe('报名审核中');

    fireEvent.click(within(first!).getByRole('button', { name: '立即报名' }));
    expect((await within(first!).findByTestId('card-result')).textContent).toBe('同时参与的项目最多5个');
    expect(calls.find((c) => c.url.pathname === '/web/v1/project/hacker/signProject')!.url.searchParams.get('id')).toBe(card(1).id);

    answer = { status: 403, body: { errcode: 40363, errmsg: '您的人员等级未达到该项目要求', ret: null } };
    fireEvent.click(within(first!).getByRole('button', { name: '立即报名' }));
    await waitFor(() => expect(within(first!).getByTestId('card-result').textContent).toBe('您的人员等级未达到该项目要求'));

    answer = ok({ enterstatus: 'apply', operation: 'auditing' }, '报名成功，请等待厂商审核') as typeof answer;
    fireEvent.click(within(first!).getByRole('button', { name: '立即报名' }));
    await waitFor(() => expect(within(first!).getByTestId('card-result').textContent).toBe('报名成功，请等待厂商审核'));
  });
});
