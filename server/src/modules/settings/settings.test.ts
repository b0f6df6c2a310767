import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsResponse } from '@forma/contract/settings/settings.schemas';
import { API_VERSION } from '@forma/contract/common/api';
import { createTestApp, TEST_CLIENT, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET settings', () => {
  let settings: SettingsResponse;
  beforeAll(async () => {
    const response = await t.app.inject({ url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age');
    settings = response.json();
  });

  it('lists GB first, US second, then the other countries alphabetically', () => {
    const [gb, us, ...rest] = settings.countries;
    expect(gb).toEqual({
      code: 'GB',
      name: 'United Kingdom',
      local_currencies: ['GBP'],
      country_phone_code: '44',
    });
    expect(us).toMatchObject({ code: 'US', name: 'United States', country_phone_code: '1' });
    expect(us!.local_currencies).toContain('USD');
    const names = rest.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(rest.map((c) => c.code)).not.toContain('GB');
    expect(rest.map((c) => c.code)).toEqual(expect.arrayContaining(['FR', 'DE', 'JP', 'AU']));
    expect(new Set(settings.countries.map((c) => c.code)).size).toBe(settings.countries.length);
  });

  it('has the states of the US, with California', () => {
    expect(settings.states.US).toContainEqual({ code: 'CA', name: 'California' });
    expect(settings.states.US!.length).toBeGreaterThanOrEqual(50);
  });

  it('has the currencies, payout countries and tax types', () => {
    const currencies = settings.currencies.map((c) => c.code);
    expect(currencies).toEqual(expect.arrayContaining(['GBP', 'USD', 'EUR']));
    expect(settings.payout_countries).toEqual(expect.arrayContaining(['GB', 'US']));
    for (const code of settings.payout_countries) {
      expect(settings.countries.map((c) => c.code)).toContain(code);
    }
    expect(settings.tax_types.map((tax) => tax.code)).toContain('vat');
  });
});

describe('GET config', () => {
  it("gives the web build the product's names, the API version, the first-party client and the payment mode", async () => {
    const response = await t.app.inject({ url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      product_name: 'Forma',
      partner_name: 'Race Partner',
      client_id: TEST_CLIENT.client_id,
      client_secret: TEST_CLIENT.client_secret,
      api_version: API_VERSION,
      public_url: 'http://forma.test',
      stripe: { mode: 'sandbox', publishable_key: 'pk_test_forma_sandbox' },
    });
  });

  it('signs in with the credentials it hands out', async () => {
    const { client_id, client_secret } = (await t.app.inject({ url: '/api/config' })).json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      payload: { email: 'nobody@example.com', password: 'whatever', client_id, client_secret },
    });
    // Known application, unknown person: the credentials pass and the sign-in is refused.
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.base).toEqual(['Invalid email or password.']);
  });
});

describe('GET themes', () => {
  it('answers with every theme field null while no account has customised its theme', async () => {
    const response = await t.app.inject({ url: '/api/themes' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      web_theme: null,
      mobile_light_theme: null,
      mobile_dark_theme: null,
      user: null,
      subdomain: null,
      logo: null,
    });
  });
});
