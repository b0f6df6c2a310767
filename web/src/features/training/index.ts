// The training area's entry: what other features and app/ use of it (CONVENTIONS: no barrels;
// keep it small and explicit). Its pages load through routes.ts.
export { TemplateSlotsProvider, type TemplateSlots } from './template-slots';
