import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  getTemplateEndpoint,
  getTemplatesEndpoint,
} from '@forma/contract/templates/templates.endpoints';
import type { TemplateKind } from '@forma/contract/templates/templates.rules';
import { endpointKey, endpointQuery } from '../../../lib/call';

export type TemplateListFilters = { kind: TemplateKind; page: number; search?: string };

/** After a change: every page of the list and every template are fetched again. */
export const invalidateTemplates = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(getTemplatesEndpoint) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(getTemplateEndpoint) }),
  ]);

/** GET templates?kind&search&page -> {items, pagination}. */
export const templatesQueryOptions = (filters: TemplateListFilters) => ({
  ...endpointQuery(getTemplatesEndpoint, {
    query: { kind: filters.kind, page: String(filters.page), search: filters.search || undefined },
  }),
  placeholderData: keepPreviousData,
});

export function useTemplates(filters: TemplateListFilters) {
  return useQuery(templatesQueryOptions(filters));
}

/** GET templates/{id} -> the template with its days. */
export const templateQueryOptions = (id: number) =>
  endpointQuery(getTemplateEndpoint, { params: { id } });
