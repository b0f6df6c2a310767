import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateKind } from '@forma/contract/templates/templates.rules';
import type { TemplateContent } from '@forma/contract/templates/templates.schemas';
import {
  copyTemplateEndpoint,
  createTemplateEndpoint,
  deleteTemplateEndpoint,
  updateTemplateEndpoint,
} from '@forma/contract/templates/templates.endpoints';
import { call } from '../../../lib/call';
import { invalidateTemplates } from './get-templates';

export type NewTemplateDays = { kind: TemplateKind; name: string; content: TemplateContent };

/** POST templates {template: {kind, name, content}}: silent, the form shows the refusal. */
export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: NewTemplateDays) =>
      call(createTemplateEndpoint, { body: { template } }, { silent: true }),
    onSuccess: () => invalidateTemplates(queryClient),
  });
}

/** PATCH templates/{id} {template: {name}}: silent, the form shows the refusal. */
export function useRenameTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      call(
        updateTemplateEndpoint,
        { params: { id }, body: { template: { name } } },
        { silent: true },
      ),
    onSuccess: () => invalidateTemplates(queryClient),
  });
}

/** POST templates/{id}/copy -> the copy ('Copy of …'). */
export function useCopyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(copyTemplateEndpoint, { params: { id } }),
    onSuccess: () => invalidateTemplates(queryClient),
  });
}

/** DELETE templates/{id}. */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteTemplateEndpoint, { params: { id } }),
    onSuccess: () => invalidateTemplates(queryClient),
  });
}
