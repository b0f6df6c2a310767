import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Modal } from '@mantine/core';
import { createStore, useStore } from './create-store';
import { renderAt } from '../test/render';
import { MODAL_PRIORITY, modalWithTurn, useModalTurn } from './modal-turns';

const later = createStore(false);

/** Mounts its children when the test says so (another tab opening, say). */
function Later({ children }: { children: ReactNode }) {
  return useStore(later) ? children : null;
}

/** A modal that opens by itself, as the app's overlays do, until 'Close' is pressed. */
function SelfOpening({ title, priority }: { title: string; priority?: number }) {
  const [wanted, setWanted] = useState(true);
  const opened = useModalTurn(wanted, priority);
  return (
    <Modal opened={opened} onClose={() => setWanted(false)} title={title}>
      <Button onClick={() => setWanted(false)}>Close {title}</Button>
    </Modal>
  );
}

describe('whose turn it is', () => {
  it('goes to the most urgent request, then to whoever asked first', () => {
    expect(modalWithTurn([])).toBeNull();
    expect(
      modalWithTurn([
        { id: 'profile', priority: 0, since: 1 },
        { id: 'waiver', priority: 0, since: 2 },
      ]),
    ).toBe('profile');
    expect(
      modalWithTurn([
        { id: 'profile', priority: 0, since: 1 },
        { id: 'tabs', priority: 1, since: 3 },
      ]),
    ).toBe('tabs');
  });
});

describe('one modal at a time', () => {
  it('shows the modals that open together one after the other, in the order they asked', async () => {
    const user = userEvent.setup();
    renderAt(
      <>
        <SelfOpening title="Update your profile" />
        <SelfOpening title="Waiver" />
      </>,
    );
    expect(await screen.findByRole('dialog', { name: 'Update your profile' })).toBeVisible();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Close Update your profile' }));
    expect(await screen.findByRole('dialog', { name: 'Waiver' })).toBeVisible();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Close Waiver' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a blocking prompt show over the modal on screen, which comes back after it', async () => {
    const user = userEvent.setup();
    renderAt(
      <>
        <SelfOpening title="Waiver" />
        <Later>
          <SelfOpening title="Multiple pages" priority={MODAL_PRIORITY.blocking} />
        </Later>
      </>,
    );
    expect(await screen.findByRole('dialog', { name: 'Waiver' })).toBeVisible();

    act(() => later.set(true));
    expect(await screen.findByRole('dialog', { name: 'Multiple pages' })).toBeVisible();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Close Multiple pages' }));
    expect(await screen.findByRole('dialog', { name: 'Waiver' })).toBeVisible();
  });
});
