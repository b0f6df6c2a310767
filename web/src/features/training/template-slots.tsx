import { createContext, useContext, type ComponentType } from 'react';
import type { TemplateKind } from '@forma/contract/templates/templates.rules';
import type { Template, TemplateContent } from '@forma/contract/templates/templates.schemas';

/**
 * The templates area's modals the builder opens. Templates sits above training (applying a
 * template writes through training's door), so app/ fills this slot (app/slots/) when it loads
 * a builder page, and training imports no higher area.
 */
export type TemplateSlots = {
  InsertTemplateModal: ComponentType<{
    opened: boolean;
    onClose: () => void;
    target: string;
    onInsert: (template: Template) => void;
  }>;
  SaveTemplateModal: ComponentType<{
    kind: TemplateKind;
    content: TemplateContent;
    span: string;
    onClose: () => void;
  }>;
};

const TemplateSlotsContext = createContext<TemplateSlots | null>(null);

export const TemplateSlotsProvider = TemplateSlotsContext.Provider;

export function useTemplateSlots(): TemplateSlots {
  const slots = useContext(TemplateSlotsContext);
  if (!slots) throw new Error('The builder renders inside TemplateSlotsProvider (app/).');
  return slots;
}
