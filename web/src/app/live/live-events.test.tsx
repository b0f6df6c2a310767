import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import { businessCoach, emptySubscription, trialSubscription } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderAt } from '../../test/render';
import { meQueryKey } from '../../lib/session/me';
import { stripeAccountQueryKey } from '../../features/payouts/api/get-stripe-account';
import { connectedMe } from '../../test/payout-fixtures';
import type { LiveHandlers } from '../../lib/live-client';
import { storageKeys } from '../../lib/storage-keys';
import {
  closeReloadPrompt,
  MultipleTabsModal,
  TABS_CHANNEL,
} from '../overlays/multiple-tabs-modal';
import { LiveEvents } from './live-events';

/** Stands in for the socket: records each connection and lets the test deliver a message. */
function fakeLive() {
  const connections: Array<{
    token: string;
    handlers: LiveHandlers;
    reconnected: () => void;
    open: boolean;
  }> = [];
  const connect = vi.fn((token: string, handlers: LiveHandlers, reconnected = () => undefined) => {
    const connection = { token, handlers, reconnected, open: true };
    connections.push(connection);
    return () => {
      connection.open = false;
    };
  });
  const current = () => connections.filter((c) => c.open);
  const system = (message: unknown) =>
    act(() => current().forEach((c) => c.handlers.SystemNotificationChannel?.(message)));
  const reconnect = () => act(() => current().forEach((c) => c.reconnected()));
  return { connect, connections, current, system, reconnect };
}

const coach = businessCoach({ private: { id: 1 }, current: { id: 20 } });
const reloadPrompt = () => screen.queryByText('It looks like you have multiple pages open');

function renderLive(
  me: MeResponse | null,
  live: ReturnType<typeof fakeLive>,
  focused = () => false,
) {
  mockFetch({ 'GET users/me': () => ({ body: me }) });
  const view = renderAt(
    <>
      <MultipleTabsModal />
      <LiveEvents connect={live.connect} tabFocused={focused} />
    </>,
  );
  act(() => view.queryClient.setQueryData(meQueryKey, me));
  return view;
}

beforeEach(() => localStorage.setItem(storageKeys.accessToken, 'token-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  // The prompt offers only Reload; in a page that reload ends it, here the next test does.
  closeReloadPrompt();
});

describe('the live channel in the web app', () => {
  it('connects with the stored token while signed in and disconnects on sign-out', async () => {
    const live = fakeLive();
    const view = renderLive(coach, live);
    await waitFor(() => expect(live.current()).toHaveLength(1));
    expect(live.current()[0]!.token).toBe('token-1');
    expect(Object.keys(live.current()[0]!.handlers)).toEqual(['SystemNotificationChannel']);

    localStorage.removeItem(storageKeys.accessToken);
    act(() => view.queryClient.setQueryData(meQueryKey, null));
    await waitFor(() => expect(live.current()).toHaveLength(0));

    localStorage.setItem(storageKeys.accessToken, 'token-2');
    act(() => view.queryClient.setQueryData(meQueryKey, coach));
    await waitFor(() => expect(live.current().map((c) => c.token)).toEqual(['token-2']));
  });

  it('does not connect for a visitor', () => {
    localStorage.removeItem(storageKeys.accessToken);
    const live = fakeLive();
    renderLive(null, live);
    expect(live.connect).not.toHaveBeenCalled();
  });

  it('asks to reload when another tab acts as another account, not for a new tab of the same', async () => {
    const live = fakeLive();
    renderLive(coach, live);
    await waitFor(() => expect(live.current()).toHaveLength(1));
    const otherTab = new BroadcastChannel(TABS_CHANNEL);
    const opened = (privateId: number, currentId: number) =>
      otherTab.postMessage({ type: 'tab-opened', tabId: 'other', privateId, currentId });

    opened(1, 20); // the app's own link (Stripe, the public page) opened in a new tab
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reloadPrompt()).not.toBeInTheDocument();

    opened(1, 1); // the same person, now acting as their private account
    expect(await screen.findByText('It looks like you have multiple pages open')).toBeVisible();
    otherTab.close();
  });

  // The prompt stays open once shown (it offers only Reload): one story, closed cases first.
  it('shows the reload popup when the same person switched account in another tab', async () => {
    const live = fakeLive();
    let focused = true;
    renderLive(coach, live, () => focused);
    await waitFor(() => expect(live.current()).toHaveLength(1));
    const switched = (privateId: number, currentId: number) => ({
      type: 'switched',
      event: null,
      data: { private_id: privateId, current_id: currentId },
    });

    live.system(switched(1, 1)); // the focused tab is the one that switched, and it reloads
    focused = false;
    live.system(switched(2, 30)); // another person
    live.system(switched(1, 20)); // the account this tab already shows
    live.system({ type: 'has_unread_release_notes', data: { count_unread_notes: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reloadPrompt()).not.toBeInTheDocument();

    live.system(switched(1, 1));
    expect(await screen.findByText('It looks like you have multiple pages open')).toBeVisible();
    expect(
      screen.getByRole('dialog', { name: 'It looks like you have multiple pages open' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  it('fetches the subscription again on subscribe updated', async () => {
    const live = fakeLive();
    const renewed = trialSubscription(30);
    const view = renderLive(businessCoach({ current: { subscription: emptySubscription } }), live);
    const { calls } = mockFetch({ 'GET subscribe': () => ({ body: renewed }) });
    await waitFor(() => expect(live.current()).toHaveLength(1));

    live.system({ type: 'subscribe', event: 'updated', data: { account_id: 20 } });
    await waitFor(() =>
      expect(view.queryClient.getQueryData<MeResponse>(meQueryKey)?.current.subscription).toEqual(
        renewed,
      ),
    );
    expect(calls.filter((c) => c.path === 'subscribe')).toHaveLength(1);
  });

  /** A coach whose payouts become enabled elsewhere; the user and payouts status as read now. */
  async function payoutsEnabledElsewhere() {
    const live = fakeLive();
    const view = renderLive(coach, live);
    const enabled = businessCoach({ current: connectedMe() });
    const { calls } = mockFetch({ 'GET users/me': () => ({ body: enabled }) });
    view.queryClient.setQueryData(stripeAccountQueryKey, { stripe_account: null });
    await waitFor(() => expect(live.current()).toHaveLength(1));
    const readAgain = async () => {
      await waitFor(() =>
        expect(
          view.queryClient.getQueryData<MeResponse>(meQueryKey)?.current.stripe_connect,
        ).toEqual(enabled.current.stripe_connect),
      );
      expect(calls.filter((c) => c.path === 'users/me')).toHaveLength(1);
      expect(view.queryClient.getQueryState(stripeAccountQueryKey)?.isInvalidated).toBe(true);
    };
    return { live, enabled, calls, readAgain };
  }

  it('reads the current user and the payouts screen again on stripe_status_changed', async () => {
    const { live, enabled, calls, readAgain } = await payoutsEnabledElsewhere();

    live.system({ type: 'stripe_status_changed', data: { stripe_connect_status: 'pending' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0); // not the message's shape: ignored

    live.system({
      type: 'stripe_status_changed',
      event: null,
      data: {
        account_id: enabled.current.id,
        stripe_connect_status: 'enabled',
        stripe_connect_payouts: true,
        stripe_connect: enabled.current.stripe_connect,
      },
    });
    await readAgain();
  });

  it('reads the current user and the payouts screen again when the channel is back after a drop', async () => {
    const { live, readAgain } = await payoutsEnabledElsewhere();
    live.reconnect();
    await readAgain();
  });
});
