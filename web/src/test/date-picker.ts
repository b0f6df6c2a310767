import { expect } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Clicks the first day a Mantine date picker offers (not disabled, not of another month). */
export async function pickFirstOpenDay(user: UserEvent, within: ParentNode = document) {
  const day = await waitFor(() => {
    const found = within.querySelector<HTMLButtonElement>(
      'table button:not([disabled]):not([data-outside])',
    );
    expect(found).not.toBeNull();
    return found!;
  });
  await user.click(day);
}
