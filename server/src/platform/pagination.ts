import type { Pagination } from '@forma/contract/common/api';

/** The `pagination` of a paged list answer: at least one page, even when the list is empty. */
export function pageInfo(query: { page: number; per_page: number }, total: number): Pagination {
  return {
    page: query.page,
    per_page: query.per_page,
    total_pages: Math.max(1, Math.ceil(total / query.per_page)),
    total_count: total,
  };
}
