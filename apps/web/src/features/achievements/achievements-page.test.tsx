import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AchievementItem } from '@wardline/contract';
import { markAchievementCheckDue } from '@/lib/sign-in';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { signIn } from '@/test/session';
import AchievementsPage from './achievements-page';
import AchievementReminder from './achievement-reminder';
import { AchievementReminderHost } from './index';

const item = (n: number, overrides: Partial<AchievementItem> = {}): AchievementItem => ({
  id: `${n}`.padStart(32, 'a'),
  logo: null,
  title: `成就 ${n}`,
  content: `说明 ${n}`,
  status: 1,
  progress: 100,
  obtainedAt: '2026-05-02T03:00:00.000Z',
  ...overrides,
});

describe('my achievements (/userCenter/achievement)', () => {
  it('previews up to 7 earned achievements then “more”, and lists each with its status and progress, 16 a page', async () => {
    signIn('hacker');
    const earned = Array.from({ length: 9 }, (_, i) => item(i + 1));
    const calls = mockFetch((url) =>
      url.pathname === '/web/v1/achievement/list' ? ok({ total: 20, obtained: 9, data: [...earned, item(10, { status: 0, progress: 40, obtainedAt: null })] }) : undefined,
    );
    await renderWithProviders(<AchievementsPage />, { path: '/userCenter/achievement', routePath: '/userCenter/achievement' });
    const preview = await screen.findByTestId('achievement-preview');
    expect(within(preview).getAllByRole('listitem')).toHaveLength(7);
    expect(within(preview).getByText('更多')).toBeTruthy();
    expect(screen.getByText('已获得 9 / 20 个成就')).toBeTruthy();
    const cards = screen.getAllByTestId('achievement-card');
    expect(within(cards[9]!).getByTestId('achievement-status').textContent).toBe('进行中');
    expect(within(cards[9]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(calls[0]!.url.searchParams.get('size')).toBe('16');
    expect(screen.getByText('个人中心')).toBeTruthy();
  });
});

describe('the achievement reminder after sign-in (spec 000 §4)', () => {
  it('shows the first reminder and sends its receipt when closed', async () => {
    signIn('hacker');
    const calls = mockFetch(
      (url) =>
        url.pathname === '/web/v1/achievement/remind'
          ? ok([
              { id: 'f'.repeat(32), logo: null, title: 'First blood', content: 'Your first valid report', createTime: '2026-05-02T03:00:00.000Z' },
              { id: 'e'.repeat(32), logo: null, title: 'Team player', content: 'Joined a team', createTime: '2026-05-03T03:00:00.000Z' },
            ])
          : undefined,
      (url) => (url.pathname.startsWith('/web/v1/achievement/confirmPersonalAchievement/') ? ok(null) : undefined),
    );
    await renderWithProviders(<AchievementReminder />, { locale: 'en' });
    const dialog = await screen.findByTestId('achievement-reminder');
    expect(within(dialog).getByRole('heading').textContent).toBe('First blood');
    expect(screen.queryByText('Team player')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('achievement-reminder-ok'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url.pathname === `/web/v1/achievement/confirmPersonalAchievement/${'f'.repeat(32)}`)).toBe(true));
    expect(screen.queryByTestId('achievement-reminder')).toBeNull();
  });

  it('is asked for only on the page loaded after a sign-in', async () => {
    signIn('hacker');
    const calls = mockFetch((url) => (url.pathname === '/web/v1/achievement/remind' ? ok([]) : undefined));
    // A sign-in after this page loaded: the mark is left for the next page.
    markAchievementCheckDue(performance.timeOrigin + 60_000);
    await renderWithProviders(<AchievementReminderHost />);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(calls).toHaveLength(0);
  });
});
