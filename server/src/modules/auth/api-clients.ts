import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { authErrors } from './auth.messages.ts';
import { safeEqual } from '../../platform/auth/tokens.ts';
import { apiClients } from './auth.tables.ts';

/** The first-party web client's credentials exist from the first start ({key} in DECISIONS.md). */
export async function ensureWebClient(db: Db, clientId: string, clientSecret: string) {
  await db
    .insert(apiClients)
    .values({ name: 'Forma web', clientId, clientSecret })
    .onConflictDoUpdate({ target: apiClients.clientId, set: { clientSecret } });
}

export async function requireApiClient(
  db: Db,
  credentials: { client_id: string; client_secret: string },
) {
  const [client] = await db
    .select()
    .from(apiClients)
    .where(eq(apiClients.clientId, credentials.client_id));
  if (!client || !safeEqual(client.clientSecret, credentials.client_secret)) {
    throw new AppError('UNAUTHENTICATED', authErrors.invalidClient, {
      client_id: [authErrors.invalidClient],
    });
  }
}
