import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Listener = (event: unknown) => void;

/** An element of Stripe's (payment, address, expressCheckout): mounted, with events to send. */
export type FakeElement = {
  type: string;
  options: unknown;
  mounted: boolean;
  on: (event: string, listener: Listener) => void;
  off: (event: string, listener: Listener) => void;
  mount: () => void;
  destroy: () => void;
  update: () => void;
  /** Sends an event to the form, as Stripe's iframe would. */
  emit: (event: string, payload?: unknown) => void;
};

function fakeElement(type: string, options: unknown): FakeElement {
  const listeners = new Map<string, Set<Listener>>();
  const element: FakeElement = {
    type,
    options,
    mounted: false,
    on: (event, listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    off: (event, listener) => listeners.get(event)?.delete(listener),
    mount: () => (element.mounted = true),
    destroy: () => (element.mounted = false),
    update: () => {},
    emit: (event, payload) =>
      act(() => {
        for (const listener of listeners.get(event) ?? []) listener(payload);
      }),
  };
  return element;
}

/**
 * A stand-in for the Stripe object `loadStripe` answers: what @stripe/react-stripe-js checks and
 * calls (elements, create, mount, on) and what the card code calls (confirmSetup,
 * handleNextAction, retrieveSetupIntent), each a spy the test sets.
 */
export function stripeStub() {
  const created = new Map<string, FakeElement>();
  const elements = {
    create: vi.fn((type: string, options: unknown) => {
      const element = fakeElement(type, options);
      created.set(type, element);
      return element;
    }),
    getElement: vi.fn((type: string) => created.get(type) ?? null),
    submit: vi.fn(async () => ({})),
    update: vi.fn(),
    fetchUpdates: vi.fn(async () => ({})),
  };
  const stripe = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    confirmSetup: vi.fn(),
    handleNextAction: vi.fn(),
    retrieveSetupIntent: vi.fn(),
  };
  const element = (type: 'payment' | 'address' | 'expressCheckout') => {
    const found = created.get(type);
    if (!found) throw new Error(`No ${type} element was created`);
    return found;
  };
  return { stripe, elements, element };
}
