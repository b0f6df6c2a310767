import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` (lazy components) once `when` has been true: their code is fetched only
 * when first needed, and they stay mounted afterwards, so a modal can still animate out.
 */
export function Deferred({ when, children }: { when: boolean; children: ReactNode }) {
  const [needed, setNeeded] = useState(when);
  if (when && !needed) setNeeded(true);
  return needed ? <Suspense fallback={null}>{children}</Suspense> : null;
}
