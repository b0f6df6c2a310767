/**
 * The one-query baseline, run as its own process: a bare Fastify server whose GET /api/users/me
 * does only the session lookup the real server starts with (the session and its user by the
 * token's SHA-256: the join of the session_people view modules/auth/request-sessions.ts reads),
 * through node-postgres (BASELINE_DATABASE_URL) or PGlite (BASELINE_PGLITE_DIR), and answers a
 * few of the user's fields.
 *
 * Its write, `PUT /api/baseline/rows/:n`, is the least an authenticated write costs: the same
 * session lookup, then one UPDATE by primary key of a row of its own table (one row per load
 * loop, as each set-save loop saves a set of its own), committed.
 */
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

type Queryable = {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

const LOOKUP =
  'select s.id as session_id, u.* from sessions s inner join users u on u.id = s.user_id ' +
  'where s.token_hash = $1 limit 1';

function openDatabase(): { db: Queryable; close(): Promise<void> } {
  const url = process.env.BASELINE_DATABASE_URL;
  if (url) {
    // The server's own pool size (openPostgres in server/src/db/database.ts).
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return { db: pool, close: () => pool.end() };
  }
  const dir = process.env.BASELINE_PGLITE_DIR;
  if (!dir) throw new Error('set BASELINE_DATABASE_URL or BASELINE_PGLITE_DIR');
  const client = new PGlite(dir);
  return { db: client as unknown as Queryable, close: () => client.close() };
}

const database = openDatabase();
const ROWS = 100;
await database.db.query(
  'create table if not exists baseline_rows (id integer primary key, n integer not null)',
  [],
);
await database.db.query(
  'insert into baseline_rows select i, 0 from generate_series(1, $1::int) i on conflict do nothing',
  [ROWS],
);
const app = Fastify({ logger: false });

app.get('/health', async () => ({ ok: true }));
async function caller(authorization: string | undefined) {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!token) return undefined;
  const digest = createHash('sha256').update(token).digest('hex');
  const { rows } = await database.db.query(LOOKUP, [digest]);
  return rows[0];
}

app.get('/api/users/me', async (request, reply) => {
  const row = await caller(request.headers.authorization);
  if (!row) return reply.code(401).send({ error: 'signed out' });
  return { id: row.id, email: row.email, first_name: row.first_name, last_name: row.last_name };
});

app.put<{ Params: { n: string } }>('/api/baseline/rows/:n', async (request, reply) => {
  const row = await caller(request.headers.authorization);
  if (!row) return reply.code(401).send({ error: 'signed out' });
  const id = 1 + (Number(request.params.n) % ROWS);
  await database.db.query('update baseline_rows set n = n + 1 where id = $1', [id]);
  return { id };
});

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
