import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('settings that keep a default install private', () => {
  it('makes its own address from the port unless PUBLIC_URL is set', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3456' }).publicUrl).toBe('http://localhost:3456');
    expect(loadConfig({ PORT: '3456', PUBLIC_URL: 'https://app.example.com/' }).publicUrl).toBe(
      'https://app.example.com',
    );
  });

  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('believes no forwarding header unless TRUST_PROXY names the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toEqual(['::1', 'fd00::/8']);
    for (const wrong of ['true', '*', '10.0.0.0/33', 'proxy.example.com', '1']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
  });

  it('keeps the mail viewer off unless DEV_MAIL_VIEWER turns it on, and never with SMTP or in production', () => {
    expect(loadConfig({}).devMailViewer).toBe(false);
    expect(loadConfig({ DEV_MAIL_VIEWER: 'true' }).devMailViewer).toBe(true);
    expect(() => loadConfig({ DEV_MAIL_VIEWER: 'true', NODE_ENV: 'production' })).toThrow(
      ConfigError,
    );
    expect(() =>
      loadConfig({ DEV_MAIL_VIEWER: 'true', SMTP_URL: 'smtp://mail.example.com' }),
    ).toThrow(/DEV_MAIL_VIEWER/);
  });
});

describe('payments', () => {
  const live = {
    STRIPE_SECRET_KEY: 'sk_test_abc',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_platform',
    STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect',
  };

  it('talks to the sandbox inside the server unless told otherwise, with keys no setting holds', () => {
    expect(loadConfig({}).stripe).toEqual({
      mode: 'sandbox',
      webhookSecret: undefined,
      connectWebhookSecret: undefined,
      sandboxUrl: undefined,
    });
    const outside = {
      STRIPE_SANDBOX_URL: 'http://127.0.0.1:12111/',
      DATABASE_URL: 'postgres://db/forma',
    };
    expect(loadConfig(outside).stripe.sandboxUrl).toBe('http://127.0.0.1:12111');
  });

  it('refuses a sandbox process that cannot share the database its keys are kept in', () => {
    expect(() => loadConfig({ STRIPE_SANDBOX_URL: 'http://127.0.0.1:12111' })).toThrow(
      /STRIPE_SANDBOX_URL: the sandbox process shares the server's database, where its keys are kept: set DATABASE_URL/,
    );
  });

  it('refuses to start in production on the sandbox unless STRIPE_SANDBOX_IN_PRODUCTION says so', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /STRIPE_SECRET_KEY: unset with NODE_ENV=production, so checkout would run on the Stripe sandbox: set STRIPE_SECRET_KEY \(and its three settings\), or STRIPE_SANDBOX_IN_PRODUCTION=true/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', STRIPE_SANDBOX_IN_PRODUCTION: 'false' }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', STRIPE_SANDBOX_IN_PRODUCTION: 'yes' }),
    ).toThrow(/STRIPE_SANDBOX_IN_PRODUCTION/);
    expect(
      loadConfig({ NODE_ENV: 'production', STRIPE_SANDBOX_IN_PRODUCTION: 'true' }).stripe.mode,
    ).toBe('sandbox');
    expect(loadConfig({ ...live, NODE_ENV: 'production' }).stripe.mode).toBe('stripe');
  });

  it('talks to Stripe with a secret key, and then needs the publishable key and both webhook secrets', () => {
    expect(loadConfig(live).stripe).toMatchObject({ mode: 'stripe', secretKey: 'sk_test_abc' });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY: also set STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_CONNECT_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...live, STRIPE_SANDBOX_URL: 'http://127.0.0.1:12111' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...live, STRIPE_SECRET_KEY: 'not-a-key' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
  });
});
