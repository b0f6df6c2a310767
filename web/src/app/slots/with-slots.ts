import type { PageModule, RouteEntry } from '../../lib/routes/route-types';

type Slotting = { slotted: (module: PageModule) => PageModule };

/**
 * A lower area's page that shows a higher area's components gets them through a slot the app
 * fills (features/programs/program-slots.tsx, features/training/template-slots.tsx): the lower
 * area imports no higher one. The filling loads with the page, in parallel, never in the first
 * script.
 */
const withSlots =
  (load: () => Promise<Slotting>) =>
  (entry: RouteEntry): RouteEntry => {
    const page = entry.page;
    if (!page) return entry;
    return {
      ...entry,
      page: async () => {
        const [{ slotted }, module] = await Promise.all([load(), page()]);
        return slotted(module);
      },
    };
  };

/** Program pages show the clients area's lists and invite forms. */
export const withClientLists = withSlots(() => import('./program-page'));

/** Builder pages open the templates area's modals. */
export const withTemplateModals = withSlots(() => import('./builder-page'));
