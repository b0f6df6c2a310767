import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { platformPlans } from './platform-plan.tables.ts';

/** The plans on sale (PROFESSIONAL bands, monthly and annual) and the legacy ones. */
export const PLATFORM_PLANS = [
  ...[5, 10, 25, 50, 75].flatMap((band, i) => [
    {
      productKind: `professional_band_${band}`,
      name: 'PROFESSIONAL',
      maxClients: band,
      interval: 'month' as const,
      priceMinor: [1999, 2999, 4999, 7999, 9999][i]!,
    },
    // Annual billing: two months free (platform.md 9).
    {
      productKind: `professional_band_${band}`,
      name: 'PROFESSIONAL',
      maxClients: band,
      interval: 'year' as const,
      priceMinor: [1999, 2999, 4999, 7999, 9999][i]! * 10,
    },
  ]),
  {
    productKind: 'starter',
    name: 'Starter',
    maxClients: 10,
    interval: 'month' as const,
    priceMinor: 1999,
  },
  {
    productKind: 'standalone',
    name: 'Pro',
    maxClients: null,
    interval: 'month' as const,
    priceMinor: 4999,
  },
  {
    productKind: 'business',
    name: 'Unlimited',
    maxClients: null,
    interval: 'month' as const,
    priceMinor: 9999,
  },
];

export async function ensurePlatformPlans(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(platformPlans);
  if ((row?.n ?? 0) > 0) return;
  await db.insert(platformPlans).values(PLATFORM_PLANS);
}
