import { afterEach, describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { isAppRoute, registerAppRoutes } from '@/lib/app-routes';
import { assembleRoutes } from './routes';
import { featureRoutes } from './feature-routes';

describe('isAppRoute over the app\'s own tree (issue 7 §1: worked out once, not matched per link)', () => {
  afterEach(() => registerAppRoutes([]));

  it('answers as the router matches, for every declared page and for unknown addresses', () => {
    const tree = assembleRoutes();
    registerAppRoutes(tree);
    const addresses = [...featureRoutes.map((r) => r.path.replace(/:\w+/g, '12').replace('*', 'x')), '/nowhere', '/admin/x/y', '/index?x=1', '/announcement/detail'];
    for (const address of addresses) {
      const matches = matchRoutes(tree, address);
      const expected = matches !== null && matches[matches.length - 1]!.route.path !== '*';
      expect(isAppRoute(address), address).toBe(expected);
    }
  });
});
