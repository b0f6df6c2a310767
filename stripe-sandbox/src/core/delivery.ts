import { sql } from 'drizzle-orm';
import { rows, type SandboxDb } from './database.ts';
import { signatureHeader } from './signature.ts';
import type { SandboxSettings } from './settings.ts';
import { wallNow } from './pinned-time.ts';

/** Sends one signed event; answers the endpoint's status (0 when it could not be reached). */
export type Deliver = (
  url: string,
  payload: string,
  headers: Record<string, string>,
) => Promise<number>;

export const fetchDeliver: Deliver = async (url, payload, headers) => {
  try {
    const response = await fetch(url, { method: 'POST', body: payload, headers });
    return response.status;
  } catch {
    return 0;
  }
};

type Due = { id: string; event_id: string; endpoint: string; attempts: number; data: unknown };

/**
 * Delivers the events that are due, as Stripe does: at least once (a failed delivery is retried
 * with a growing delay, up to three days), in no promised order. A delivery is leased for a
 * minute before it is sent, so several processes never send the same row at once.
 */
export async function deliverDue(
  db: SandboxDb,
  settings: SandboxSettings,
  deliver: Deliver,
): Promise<number> {
  const due = await rows<Due>(
    db,
    sql`update stripe_sandbox.deliveries d set next_attempt_at = now() + interval '1 minute'
        from stripe_sandbox.objects o
        where d.id in (select id from stripe_sandbox.deliveries
                       where delivered_at is null and next_attempt_at <= now()
                       order by id limit 100 for update skip locked)
          and o.id = d.event_id
        returning d.id, d.event_id, d.endpoint, d.attempts, o.data`,
  );
  due.sort((a, b) => Number(a.id) - Number(b.id));
  if (settings.chaos.reorder) due.reverse();
  const send = async (delivery: Due) => {
    const endpoint = settings.webhooks.find((candidate) => candidate.url === delivery.endpoint);
    if (!endpoint) return;
    const payload = JSON.stringify(delivery.data, null, 2);
    const status = await deliver(endpoint.url, payload, {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signatureHeader(payload, endpoint.secret, wallNow()),
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    });
    if (status >= 200 && status < 300) {
      await db.execute(
        sql`update stripe_sandbox.deliveries set delivered_at = now(), attempts = attempts + 1
            where id = ${delivery.id}`,
      );
    } else {
      const delay = Math.min(2 ** delivery.attempts * 5, 3600);
      const giveUp = delivery.attempts >= 15;
      await db.execute(
        sql`update stripe_sandbox.deliveries
            set attempts = attempts + 1,
                next_attempt_at = now() + make_interval(secs => ${delay}),
                delivered_at = case when ${giveUp} then now() else null end
            where id = ${delivery.id}`,
      );
    }
  };
  // Stripe sends an endpoint several events at once; in order, `concurrency` at a time.
  let next = 0;
  const lane = async () => {
    while (next < due.length) await send(due[next++]!);
  };
  const lanes = Math.max(1, Math.min(settings.deliveryConcurrency ?? 1, due.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  return due.length;
}
