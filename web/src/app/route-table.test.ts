import { describe, expect, it } from 'vitest';
import { businessCoach, client } from '../test/fixtures';
import { guardSession } from '../lib/session/session';
import { pathTo, routeNameOf } from '../lib/routes/paths';
import { routePaths } from '../lib/routes/route-paths';
import { routeByName, routeTable } from './route-table';

const table = routeTable;

describe('route table', () => {
  it('gives every route a unique name and either a page or a redirect', () => {
    const names = new Set<string>();
    for (const def of table) {
      expect(names.has(def.name), def.name).toBe(false);
      names.add(def.name);
      for (const variant of Object.keys(def.variants ?? {})) {
        expect(names.has(variant), variant).toBe(false);
        names.add(variant);
      }
      expect(
        Boolean(def.page) !== Boolean(def.redirect),
        `${def.name} needs a page or a redirect`,
      ).toBe(true);
    }
  });

  it('holds the named routes of platform.md 2 and DECISIONS.md at their paths', () => {
    expect(pathTo('onboarding-signin')).toBe('/onboarding/sign_in');
    expect(pathTo('onboarding-business-setup', { type: 'brand' })).toBe(
      '/onboarding/business-setup/brand',
    );
    expect(pathTo('my_plans')).toBe('/coach/programs');
    expect(pathTo('coach_profile_my_accounts')).toBe('/coach/my_accounts');
    expect(pathTo('user_my_plans')).toBe('/user/my_programs/active');
    expect(pathTo('coach_blocked')).toBe('/coach/upgrade-your-account');
    expect(pathTo('create_plan_schedule', { plan_id: 4 })).toBe(
      '/coach/programs/create/schedule/4',
    );
    expect(pathTo('create_plan_review', { plan_id: 4 })).toBe('/coach/programs/create/review/4');
    expect(pathTo('challenges-library')).toBe('/coach/challenges/library');
    expect(pathTo('user_billing_payment_methods')).toBe('/user/billing/payment');
  });

  it('gives every named path exactly one entry', () => {
    expect(table.map((def) => def.name).sort()).toEqual(Object.keys(routePaths).sort());
  });

  it('builds every redirect target with the params it needs', () => {
    const sessions = [null, guardSession(businessCoach()), guardSession(client())];
    const params = {
      role: 'coaching',
      id: '1',
      owner: 'forma',
      athlete_id: '1',
      plan_id: '1',
      user_id: '1',
      '*': 'x',
    };
    for (const def of table.filter((entry) => entry.redirect)) {
      for (const session of sessions) {
        const target = def.redirect!({ session, params, search: '', target: def.path, from: null });
        expect(target, def.name).toMatch(/^\//);
      }
    }
  });
});

describe('pathTo', () => {
  it('fills params, encodes them and appends a query', () => {
    expect(pathTo('show_client_programs', { athlete_id: 7 })).toBe('/coach/clients/7/programs');
    expect(pathTo('public_plan', { plan_id: 'a b' })).toBe('/p/a%20b');
    expect(pathTo('my_plans_active', {}, { choose_program_type: true, skip: undefined })).toBe(
      '/coach/programs/active?choose_program_type=true',
    );
  });

  it('fills the fixed params of a variant name', () => {
    expect(pathTo('settings_emails')).toBe('/user/settings/emails');
    expect(pathTo('coach_profile_payment')).toBe('/coach/profile/payouts');
  });

  it('drops a missing optional param and throws on a missing required one', () => {
    expect(pathTo('daily-leaderboard-comments', { id: 3 })).toBe('/leaderboards/daily/3/comments');
    expect(pathTo('daily-leaderboard-comments', { id: 3, result_id: 9 })).toBe(
      '/leaderboards/daily/3/comments/9',
    );
    expect(() => pathTo('public_plan')).toThrow(/plan_id/);
  });

  it('names the variant of a matched route', () => {
    const def = routeByName('coach_profile_billing');
    expect(routeNameOf(def, { tab: 'billing' })).toBe('coach_profile_billing');
    expect(routeNameOf(def, { tab: 'unknown' })).toBe('coach_profile_tab');
  });
});
