import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signUp } from '../../../test/helpers.ts';
import { connectCable, notificationChannel } from '../../../test/cable-client.ts';

// PostgreSQL only (files named *.postgres.test.ts run with TEST_DB=postgres).
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(async () => {
  await t.close();
});

/** The backend of this database that LISTENs for live messages, if one does. */
async function listenerPid(): Promise<number | null> {
  const result = (await t.app.ctx.db.execute(
    sql`select pid from pg_stat_activity
        where datname = current_database() and query ilike 'listen forma_live%'`,
  )) as unknown as { rows: Array<{ pid: number }> };
  return result.rows[0]?.pid ?? null;
}

describe('the PostgreSQL live bus', () => {
  it('listens again after its connection is dropped, has sockets reconnect, and delivers what is published then', async () => {
    const me = await signUp(t.app);
    const cable = await connectCable(base, me.token, [notificationChannel]);
    const dropped = await listenerPid();
    expect(dropped).not.toBeNull();
    await t.app.ctx.db.execute(sql`select pg_terminate_backend(${dropped})`);

    let again: number | null = null;
    for (let tries = 0; tries < 100 && (again === null || again === dropped); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await listenerPid();
    }
    expect(again).not.toBeNull();
    expect(again).not.toBe(dropped);

    // What was published while nobody listened is lost: the socket is told to reconnect.
    expect(await cable.next()).toEqual({
      type: 'disconnect',
      reason: 'server_restart',
      reconnect: true,
    });
    await cable.closed();

    const reconnected = await connectCable(base, me.token, [notificationChannel]);
    const message = { type: 'check_list', completed: 'sing_up' };
    await t.app.ctx.live.publish(me.private.id, 'NotificationChannel', message);
    expect(await reconnected.next()).toEqual({ identifier: notificationChannel, message });
    reconnected.socket.close();
  });
});
