import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { signIn } from '@/test/session';
import { myTeam } from '../teams-test-fixtures';
import MyTeamPage from './my-team-page';

const PATH = '/userCenter/myTeam';

describe('my team (/userCenter/myTeam)', () => {
  it('shows the team with its rank, points and members; a captain reviews applications, choosing a result first', async () => {
    signIn('hacker');
    const calls = mockFetch(
      (url) => (url.pathname === '/web/v1/team/member' ? ok(myTeam()) : undefined),
      (url) => (url.pathname === '/web/v1/team/apply/next' ? ok({ list: [{ id: 'c'.repeat(32), nickname: 'charlie', remark: '想加入', logo: null, createTime: '2026-05-01T00:00:00.000Z' }], total: 1 }) : undefined),
      (url) => (url.pathname === '/web/v1/team/apply/confirm' ? ok(null) : undefined),
    );
    await renderWithProviders(<MyTeamPage />, { path: PATH, routePath: PATH });
    expect((await screen.findByTestId('my-team-name')).textContent).toBe('蓝莲花');
    expect(screen.getByText('队长：alpha')).toBeTruthy();
    const members = screen.getByTestId('team-members');
    expect(within(members).getAllByTestId('team-member-name').map((m) => m.textContent)).toEqual(['alpha', 'bravo']);
    expect(within(members).getByText('高级')).toBeTruthy();

    fireEvent.click(screen.getByTestId('team-review-open'));
    const application = await screen.findByTestId('team-application');
    expect(within(application).getByText('charlie')).toBeTruthy();
    fireEvent.click(within(application).getByTestId('team-application-submit'));
    expect((await within(application).findByRole('alert')).textContent).toBe('请选择审核结果');
    fireEvent.click(within(application).getByLabelText('通过'));
    fireEvent.click(within(application).getByTestId('team-application-submit'));
    await waitFor(() => expect(calls.find((c) => c.url.pathname === '/web/v1/team/apply/confirm')?.body).toEqual({ id: 'c'.repeat(32), status: 3 }));
  });

  it('lets a member leave after the spec’s confirm, then goes back to the hall; a member sees no captain’s tools', async () => {
    signIn('hacker');
    const calls = mockFetch(
      (url) => (url.pathname === '/web/v1/team/member' ? ok(myTeam({ captain: false, applyCount: 0 })) : undefined),
      (url) => (url.pathname === '/web/v1/team/exit' ? ok(null) : undefined),
    );
    const { router } = await renderWithProviders(<MyTeamPage />, { path: PATH, routePath: PATH });
    await screen.findByTestId('my-team-name');
    expect(screen.queryByTestId('team-review-open')).toBeNull();
    expect(screen.queryByTestId('team-edit-open')).toBeNull();
    fireEvent.click(screen.getByTestId('team-quit'));
    expect(await screen.findByText('退出团队后无法获得更多奖金激励, 确定退出吗?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('team-quit-ok'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hackerservice/hacker-team'));
    expect(calls.some((c) => c.url.pathname === '/web/v1/team/exit' && c.method === 'POST')).toBe(true);
  });
});
