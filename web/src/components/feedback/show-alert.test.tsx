import { expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { showAlert } from './show-alert';

it('shows a toast once while its twin is on screen, and a different one beside it', async () => {
  renderAt(<p>page</p>);
  act(() => {
    showAlert('congrats', 'Your subscription will switch to yearly billing on 06 Dec, 2026.');
    showAlert('congrats', 'Your subscription will switch to yearly billing on 06 Dec, 2026.');
    showAlert('error', 'Your card was declined.');
  });
  expect(
    await screen.findByText('Your subscription will switch to yearly billing on 06 Dec, 2026.'),
  ).toBeInTheDocument();
  expect(
    screen.getAllByText('Your subscription will switch to yearly billing on 06 Dec, 2026.'),
  ).toHaveLength(1);
  expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
});
