import { describe, expect, it } from 'vitest';
import { readProcessConfig } from './process-config.ts';

describe('the sandbox process configuration', () => {
  it("meets the server's sandbox defaults with nothing set, signing with its own secrets", () => {
    expect(readProcessConfig({})).toEqual({
      databaseUrl: null,
      dataDir: './data/stripe-sandbox',
      port: 12111,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:12111',
      webhooks: [
        {
          url: 'http://127.0.0.1:3000/api/stripe/webhook',
          secret: undefined,
          connect: false,
        },
        {
          url: 'http://127.0.0.1:3000/api/stripe/webhook/connect',
          secret: undefined,
          connect: true,
        },
      ],
      chaos: { duplicate: false, reorder: false },
      deliveryConcurrency: 1,
      clockOffset: 0,
    });
  });

  it('runs its clock ahead by SANDBOX_CLOCK_OFFSET, in seconds or m, h and d', () => {
    expect(readProcessConfig({ SANDBOX_CLOCK_OFFSET: '90' }).clockOffset).toBe(90);
    expect(readProcessConfig({ SANDBOX_CLOCK_OFFSET: '2h' }).clockOffset).toBe(7200);
    expect(readProcessConfig({ SANDBOX_CLOCK_OFFSET: '31d' }).clockOffset).toBe(31 * 86_400);
    expect(() => readProcessConfig({ SANDBOX_CLOCK_OFFSET: '-1d' })).toThrow(/'-1d'/);
  });

  it('sends no events to an endpoint named none', () => {
    const config = readProcessConfig({ SANDBOX_WEBHOOK_URL: 'none' });
    expect(config.webhooks).toEqual([
      expect.objectContaining({ url: 'http://127.0.0.1:3000/api/stripe/webhook/connect' }),
    ]);
  });

  it('reads the endpoints, the port and the chaos from the environment', () => {
    const config = readProcessConfig({
      SANDBOX_PORT: '4242',
      SANDBOX_WEBHOOK_URL: 'http://app.test/hook',
      STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_c',
      SANDBOX_WEBHOOK_CHAOS: 'duplicate, reorder',
      DATABASE_URL: 'postgres://localhost/sandbox',
    });
    expect(config).toMatchObject({
      port: 4242,
      publicUrl: 'http://localhost:4242',
      databaseUrl: 'postgres://localhost/sandbox',
      chaos: { duplicate: true, reorder: true },
    });
    expect(config.webhooks[0]!.url).toBe('http://app.test/hook');
    expect(config.webhooks[1]!.secret).toBe('whsec_c');
  });

  it('refuses a port or a chaos it does not know', () => {
    expect(() => readProcessConfig({ SANDBOX_PORT: 'abc' })).toThrow(/SANDBOX_PORT/);
    expect(() => readProcessConfig({ SANDBOX_WEBHOOK_CHAOS: 'drop' })).toThrow(/'drop'/);
  });
});
