import { programClientSlots } from '../../features/clients';
import { ProgramSlotsProvider } from '../../features/programs';
import type { PageModule } from '../../lib/routes/route-types';

/** A program page with the clients' lists and forms in its slots. */
export function slotted({ default: Page }: PageModule): PageModule {
  return {
    default: function ProgramPage() {
      return (
        <ProgramSlotsProvider value={programClientSlots}>
          <Page />
        </ProgramSlotsProvider>
      );
    },
  };
}
