import { eq, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { CoverRow } from './programs.repository.ts';
import { planCovers } from './programs.tables.ts';

/** Files of covers no other cover row (a clone's) still points at. */
export async function removeCoverFiles(ctx: AppContext, covers: CoverRow[]) {
  for (const cover of covers) {
    for (const key of [cover.large, cover.normal, cover.small, cover.original]) {
      if (!key) continue;
      const [shared] = await ctx.db
        .select({ planId: planCovers.planId })
        .from(planCovers)
        .where(
          or(
            eq(planCovers.large, key),
            eq(planCovers.normal, key),
            eq(planCovers.small, key),
            eq(planCovers.original, key),
          ),
        )
        .limit(1);
      if (!shared) await ctx.storage.remove(key).catch(() => undefined);
    }
  }
}
