// The templates area's entry: what other features use of it (the builder inserts templates
// and saves its days as templates through these modals). Its pages load through routes.ts.
export {
  InsertTemplateModal,
  type InsertTemplateModalProps,
} from './components/insert-template-modal';
export { SaveTemplateModal, type SaveTemplateModalProps } from './components/save-template-modal';
