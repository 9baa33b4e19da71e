import { afterEach, describe, expect, it } from 'vitest';
import { isAppRoute, registerAppRoutes } from './app-routes';

describe('isAppRoute: links to pages that do not exist are known as such', () => {
  afterEach(() => registerAppRoutes([]));

  it('knows the pages of the tree and treats the catch-all as no page', () => {
    registerAppRoutes([
      { path: '/admin', children: [{ path: 'users' }, { path: '*' }] },
      { children: [{ path: '/' }, { path: '/announcement/detail/:id' }, { path: '/game' }, { path: '*' }] },
    ]);
    expect(isAppRoute('/')).toBe(true);
    expect(isAppRoute('/game?year=2022')).toBe(true);
    expect(isAppRoute('/announcement/detail/12')).toBe(true);
    expect(isAppRoute('/admin/users')).toBe(true);
    expect(isAppRoute('/hackerservice/projectPage')).toBe(false);
    expect(isAppRoute('/hackerservice/leaderboard')).toBe(false);
    expect(isAppRoute('/admin/nothing')).toBe(false);
  });
});
