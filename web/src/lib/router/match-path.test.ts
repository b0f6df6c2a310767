import { describe, expect, it } from 'vitest';
import { matchPath } from './match-path';
import { flattenRoutes, matchRoutes, type RouteObject } from './match-routes';

describe('matching a path', () => {
  it('reads the params of a pattern', () => {
    expect(matchPath('/coach/programs/:plan_id/clients', '/coach/programs/7/clients')).toEqual({
      plan_id: '7',
    });
    expect(matchPath('/coach/programs/:plan_id', '/coach/programs/7/clients')).toBeNull();
  });

  it('matches with and without an optional param', () => {
    const pattern = '/leaderboards/daily/:id/comments/:result_id?';
    expect(matchPath(pattern, '/leaderboards/daily/3/comments/9')).toEqual({
      id: '3',
      result_id: '9',
    });
    expect(matchPath(pattern, '/leaderboards/daily/3/comments')).toEqual({ id: '3' });
    expect(matchPath('/sign_up/:role?', '/sign_up')).toEqual({});
  });

  it('ignores the case of static segments and a trailing slash, and decodes params', () => {
    expect(matchPath('/p/:plan_id', '/P/strong%2030/')).toEqual({ plan_id: 'strong 30' });
  });

  it('lets * take the rest of the path', () => {
    expect(matchPath('*', '/this/does/not/exist')).toEqual({ '*': 'this/does/not/exist' });
    expect(matchPath('/files/*', '/files')).toEqual({ '*': '' });
  });
});

describe('matching routes', () => {
  const page = (path: string): RouteObject => ({ id: path, path });
  const routes: RouteObject[] = [
    page('*'),
    page('/:user_type/:user_id'),
    {
      id: 'layout',
      children: [page('/coach/programs/:plan_id'), page('/coach/programs/active')],
    },
    { id: 'nested', path: '/nested', children: [page('child')] },
  ];
  const branches = flattenRoutes(routes);
  const leaf = (pathname: string) => matchRoutes(branches, pathname).at(-1)?.route.id;

  it('prefers static segments to params, and params to *', () => {
    expect(leaf('/coach/programs/active')).toBe('/coach/programs/active');
    expect(leaf('/coach/programs/7')).toBe('/coach/programs/:plan_id');
    expect(leaf('/c/12')).toBe('/:user_type/:user_id');
    expect(leaf('/a/b/c/d')).toBe('*');
  });

  it('gives the layouts above the page, with the page params', () => {
    expect(matchRoutes(branches, '/coach/programs/7')).toEqual([
      { route: routes[2], params: { plan_id: '7' } },
      { route: routes[2]!.children![0], params: { plan_id: '7' } },
    ]);
  });

  it('joins a relative path to its parent', () => {
    expect(leaf('/nested/child')).toBe('child');
  });

  it('matches nothing when no route fits', () => {
    expect(matchRoutes(flattenRoutes([page('/a')]), '/b')).toEqual([]);
  });
});
