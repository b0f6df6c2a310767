import { templateSlots } from '../../features/templates';
import { TemplateSlotsProvider } from '../../features/training';
import type { PageModule } from '../../lib/routes/route-types';

/** A builder page with the templates' modals in its slots. */
export function slotted({ default: Page }: PageModule): PageModule {
  return {
    default: function BuilderPage() {
      return (
        <TemplateSlotsProvider value={templateSlots}>
          <Page />
        </TemplateSlotsProvider>
      );
    },
  };
}
