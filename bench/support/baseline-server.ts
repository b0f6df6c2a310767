/**
 * The one-query baseline, run as its own process: a bare Fastify server whose GET /api/users/me
 * does only the session lookup the real server starts with (the session and its user by the
 * token's SHA-256: the join of the session_people view modules/auth/request-sessions.ts reads),
 * through node-postgres (BASELINE_DATABASE_URL) or PGlite (BASELINE_PGLITE_DIR), and answers a
 * few of the user's fields.
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
const app = Fastify({ logger: false });

app.get('/health', async () => ({ ok: true }));
app.get('/api/users/me', async (request, reply) => {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return reply.code(401).send({ error: 'signed out' });
  const digest = createHash('sha256').update(token).digest('hex');
  const { rows } = await database.db.query(LOOKUP, [digest]);
  const row = rows[0];
  if (!row) return reply.code(401).send({ error: 'signed out' });
  return { id: row.id, email: row.email, first_name: row.first_name, last_name: row.last_name };
});

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
