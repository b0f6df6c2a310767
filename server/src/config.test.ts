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
