import { describe, expect, it } from 'vitest';
import { pathOf } from './endpoint.ts';

describe('pathOf', () => {
  it('fills each :name segment from params, encoded', () => {
    expect(pathOf({ path: '/invitations/:token/accept' }, { token: 'a/b c' })).toBe(
      '/invitations/a%2Fb%20c/accept',
    );
    expect(pathOf({ path: '/plans/:id/prices/:price_id' }, { id: 4, price_id: 9 })).toBe(
      '/plans/4/prices/9',
    );
  });

  it('refuses a path whose param is missing', () => {
    expect(() => pathOf({ path: '/plans/:id' }, {})).toThrow('/plans/:id: no id');
  });
});
