import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { TEMPLATE_PAGE_SIZE } from '@forma/contract/templates/templates.rules';
import type {
  TemplateListQuery,
  TemplateListResponse,
} from '@forma/contract/templates/templates.schemas';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { presentSummary } from './templates.presenter.ts';
import { templates } from './templates.tables.ts';

const escapeLike = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/** Names containing every word of the search, ignoring case. */
function nameMatches(search: string | undefined): SQL[] {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
  return words.map((word) => ilike(templates.name, `%${escapeLike(word)}%`));
}

/** GET templates: one page of the account's templates of a kind, by name. */
export async function listTemplates(
  rc: RequestContext,
  query: TemplateListQuery,
): Promise<TemplateListResponse> {
  const { current } = await requireAccess(rc, 'template.list');
  const where = and(
    eq(templates.accountId, current.account.id),
    eq(templates.kind, query.kind),
    ...nameMatches(query.search),
  );
  const perPage = TEMPLATE_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    rc.db
      .select({
        id: templates.id,
        kind: templates.kind,
        name: templates.name,
        blockCount: templates.blockCount,
        weekCount: templates.weekCount,
        updatedAt: templates.updatedAt,
      })
      .from(templates)
      .where(where)
      .orderBy(asc(sql`lower(${templates.name})`), asc(templates.id))
      .limit(perPage)
      .offset((query.page - 1) * perPage),
    rc.db.select({ n: count() }).from(templates).where(where),
  ]);
  const totalCount = total?.n ?? 0;
  return {
    items: rows.map(presentSummary),
    pagination: {
      page: query.page,
      per_page: perPage,
      total_pages: Math.ceil(totalCount / perPage),
      total_count: totalCount,
    },
  };
}
