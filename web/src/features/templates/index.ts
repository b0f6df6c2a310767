// The templates area's entry: what other features and app/ use of it. The builder (training,
// below templates) inserts templates and saves its days as templates through these modals, which
// app/ hands it; its pages load through routes.ts.
export { templateSlots } from './template-slots';
