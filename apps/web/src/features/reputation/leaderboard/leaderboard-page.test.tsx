import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastFinishedMonth, periodStartMs, type PersonalRankRow, type RankResult, type TeamRankResult } from '@wardline/contract';
import { setSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import LeaderboardPage from './leaderboard-page';

const PATH = '/hackerservice/leaderboard';
const row = (ranking: number, overrides: Partial<PersonalRankRow> = {}): PersonalRankRow => ({
  userId: `u${ranking}`.padEnd(32, '0'),
  ranking,
  personcard: null,
  nickname: `白帽${ranking}`,
  level: ranking % 5,
  rank: 1000 - ranking * 10,
  team: ranking === 1 ? '蓝莲花' : null,
  achievementList: ranking === 1 ? [{ title: '初露锋芒', content: '第一个有效漏洞', logo: null }] : [],
  ...overrides,
});

describe('leaderboard (/hackerservice/leaderboard)', () => {
  it('shows the top 10 with level, points, team and achievements, and the signed-in hacker’s own place below', async () => {
    setSessionValue('jwtToken', 'sess-hacker');
    setSessionValue('usertype', 'hacker');
    const top = Array.from({ length: 10 }, (_, i) => row(i + 1));
    const calls = mockFetch((url) => (url.pathname === '/web/v1/rank' ? ok<RankResult>({ data: top, total: 10, mine: row(37, { nickname: '我' }) }) : undefined));
    await renderWithProviders(<LeaderboardPage />, { path: PATH, routePath: PATH });
    const board = await screen.findByTestId('personal-board');
    await waitFor(() => expect(within(board).getAllByTestId('board-nickname')).toHaveLength(10));
    expect(within(board).getAllByTestId('board-points')[0]!.textContent).toBe('990');
    expect(within(board).getByText('蓝莲花')).toBeTruthy();
    expect(within(board).getByText('初露锋芒')).toBeTruthy();
    expect(screen.getByTestId('my-rank').textContent).toContain('第 37 名 · 630 积分');
    expect(calls[0]!.body).toEqual({ radio: '', page: 1, size: 10 });
  });

  it('offers the spec’s pickers: a month is the last finished one, never the current one; the team tab ranks teams', async () => {
    const calls = mockFetch(
      (url) => (url.pathname === '/web/v1/rank' ? ok<RankResult>({ data: [], total: 0, mine: null }) : undefined),
      (url) => (url.pathname === '/web/v1/team/rank' ? ok<TeamRankResult>({ data: [{ index: 1, id: 't'.repeat(32), name: 'Red Team', logo: null, teamMemberCount: 4, rank: 320 }], total: 1, mine: null }) : undefined),
    );
    const { router } = await renderWithProviders(<LeaderboardPage />, { path: PATH, routePath: PATH, locale: 'en' });
    await screen.findByText('No rankings for this period yet');
    fireEvent.click(screen.getByText('Month'));
    const last = lastFinishedMonth(Date.now());
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ radio: 1, startTime: periodStartMs('month', last.year, last.month), page: 1, size: 10 }));
    expect(router.state.location.search).toBe(`?period=month&year=${last.year}&index=${last.month}`);

    // The current month is there but disabled.
    fireEvent.mouseDown(within(screen.getByTestId('period-month')).getByRole('combobox'));
    const now = new Date(Date.now() + 8 * 3600_000);
    await waitFor(() => expect(document.querySelector('.ant-select-item-option')).toBeTruthy());
    const disabled = [...document.querySelectorAll('.ant-select-item-option-disabled')].map((o) => o.textContent);
    // In the current year: this month and those after it; in an earlier year: none.
    if (last.year === now.getUTCFullYear()) expect(disabled).toContain(String(now.getUTCMonth() + 1));
    else expect(disabled).toEqual([]);

    fireEvent.click(screen.getByRole('tab', { name: 'Teams' }));
    const teams = await screen.findByTestId('team-board');
    expect((await within(teams).findByTestId('board-team-name')).textContent).toBe('Red Team');
    expect(calls.at(-1)!.url.pathname).toBe('/web/v1/team/rank');
  });
});
