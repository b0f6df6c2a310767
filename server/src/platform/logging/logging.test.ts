import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, signUp } from '../../../test/helpers.ts';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
});
afterAll(async () => {
  await t.close();
});

describe('the request log', () => {
  it('never holds a session token or an invitation token', async () => {
    const { token } = await signUp(t.app);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`${address.replace('http', 'ws')}/cable?token=${token}`, [
      'actioncable-v1-json',
    ]);
    await new Promise<void>((resolve, reject) => {
      socket.once('message', () => resolve());
      socket.once('error', reject);
    });
    socket.close();

    const invitationToken = 'aW52aXRhdGlvbi10b2tlbi1mb3ItdGhlLWxvZy10ZXN0';
    await t.app.inject({ url: `/api/invitations/${invitationToken}` });
    await t.app.inject({ url: '/api/users/me', headers: bearer(token) });

    const log = lines.join('');
    expect(log).toContain('/cable?token=[redacted]');
    expect(log).toContain('/api/invitations/[redacted]');
    expect(log).toContain('/api/users/me');
    expect(log).not.toContain(token);
    expect(log).not.toContain(invitationToken);
  });
});
