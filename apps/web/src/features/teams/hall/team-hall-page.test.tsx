import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamHallResult } from '@wardline/contract';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { signIn } from '@/test/session';
import { hallItem, teamId } from '../teams-test-fixtures';
import TeamHallPage from './team-hall-page';

const PATH = '/hackerservice/hacker-team';

describe('team hall (/hackerservice/hacker-team)', () => {
  it('shows cards with four faces then +n, searches and pages by the address, applies with a reason and cancels with the spec’s confirm', async () => {
    signIn('hacker');
    let hall: TeamHallResult = {
      list: [
        hallItem(1, { memberCount: 7, userLogos: ['a', 'b', 'c', 'd'].map((n) => ({ nickname: n, logo: null })) }),
        hallItem(2, { status: 1 }),
      ],
      total: 30,
    };
    const calls = mockFetch(
      (url) => (url.pathname === '/web/v1/team/public' ? ok(hall) : undefined),
      (url) => (url.pathname === '/web/v1/team/member' ? ok(null) : undefined),
      (url) => (url.pathname === '/web/v1/team/apply/join' || url.pathname === '/web/v1/team/apply/delete' ? ok(null) : undefined),
    );
    const { router } = await renderWithProviders(<TeamHallPage />, { path: `${PATH}?name=团队`, routePath: PATH });
    const cards = await screen.findAllByTestId('team-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('+3')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname === '/web/v1/team/public')!.body).toEqual({ name: '团队', limit: 12, offset: 0 });
    expect(screen.getByText('共 30 个团队')).toBeTruthy();

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(router.state.location.search).toBe(`?${new URLSearchParams({ name: '团队', page: '2' })}`));
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/web/v1/team/public').at(-1)!.body).toEqual({ name: '团队', limit: 12, offset: 12 }));

    fireEvent.click(within(cards[0]!).getByTestId('team-card-apply'));
    fireEvent.change(await screen.findByTestId('team-apply-remark'), { target: { value: '擅长移动安全' } });
    hall = { ...hall, list: [hallItem(1, { status: 1 }), hallItem(2)] };
    fireEvent.click(screen.getByTestId('team-apply-submit'));
    await waitFor(() => expect(calls.find((c) => c.url.pathname === '/web/v1/team/apply/join')!.body).toEqual({ teamId: teamId(1), remark: '擅长移动安全' }));
    expect(await screen.findByText('申请加入团队成功')).toBeTruthy();

    const applying = (await screen.findAllByTestId('team-card-cancel'))[0]!;
    fireEvent.click(applying);
    expect(await screen.findByText('确定取消申请吗?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(calls.find((c) => c.url.pathname === '/web/v1/team/apply/delete')!.body).toEqual({ teamId: teamId(1) }));
  }, 90_000);

  it('refuses to create a team without its name, description and logo, with the spec’s rules', async () => {
    signIn('hacker');
    mockFetch(
      (url) => (url.pathname === '/web/v1/team/public' ? ok({ list: [], total: 0 }) : undefined),
      (url) => (url.pathname === '/web/v1/team/member' ? ok(null) : undefined),
    );
    await renderWithProviders(<TeamHallPage />, { path: PATH, routePath: PATH, locale: 'en' });
    expect(await screen.findByText('No teams yet')).toBeTruthy();
    fireEvent.click(screen.getByTestId('team-create-open'));
    fireEvent.click(await screen.findByTestId('team-form-submit'));
    expect(await screen.findByText('Please enter the team name')).toBeTruthy();
    expect(screen.getByText('Please enter the team description')).toBeTruthy();
    expect(screen.getByText('Please upload the team logo')).toBeTruthy();
    // Every control of the form has a name, the logo's file input included (it was nameless: axe "label", critical).
    expect(screen.getByLabelText('Team logo', { selector: 'input[type=file]' })).toBe(screen.getByTestId('team-logo-file'));
  }, 60_000);
});
