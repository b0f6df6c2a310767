// The templates area's entry: what other features use of it (the builder inserts templates
// through the modal). Its pages load through routes.ts.
export {
  InsertTemplateModal,
  type InsertTemplateModalProps,
  type InsertedDay,
} from './components/insert-template-modal';
