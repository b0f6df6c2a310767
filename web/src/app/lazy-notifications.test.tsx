import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LazyNotifications } from './lazy-notifications';

afterEach(() => notifications.clean());

describe('notifications', () => {
  it('shows a notification sent before its list has loaded', async () => {
    render(
      <MantineProvider>
        <LazyNotifications />
      </MantineProvider>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      notifications.show({ message: 'Your changes were saved' });
    });
    expect(
      await screen.findByText('Your changes were saved', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
