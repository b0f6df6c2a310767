import { and, asc, eq, sql } from 'drizzle-orm';
import { publicPlanPath } from '@forma/contract/programs/public-program.rules';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { plans } from './programs.tables.ts';

/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
const SITEMAP_MAX = 50_000;

const listedPrograms = preparedQuery((db) =>
  db
    .select({ id: plans.id, customUrl: plans.customUrl, updatedAt: plans.updatedAt })
    .from(plans)
    .where(and(eq(plans.state, 'published'), eq(plans.isPrivate, false), eq(plans.archived, false)))
    .orderBy(asc(plans.id))
    .limit(sql.placeholder('limit'))
    .prepare('public_program_pages'),
);

/**
 * The public program pages a search engine may list: published, not private (whose content only
 * the invited see) and not archived (no longer on sale), with when each last changed.
 */
export async function publicProgramPages(db: Db): Promise<{ path: string; changedAt: Date }[]> {
  const rows = await listedPrograms(db, { limit: SITEMAP_MAX });
  return rows.map((row) => ({
    path: publicPlanPath({ id: row.id, custom_url: row.customUrl }),
    changedAt: row.updatedAt,
  }));
}
