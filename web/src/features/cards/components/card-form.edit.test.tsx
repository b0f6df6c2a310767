import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { mockStripeApi } from '../test/mock-stripe-api';
import { CardForm } from './card-form';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

const saved = {
  name: 'Ada Client',
  phone: null,
  email: 'ada@example.com',
  address: {
    line1: '1 Market St',
    line2: null,
    city: 'San Francisco',
    state: 'CA',
    postal_code: '94105',
    country: 'US',
  },
};

describe('the card form in edit mode', () => {
  it('edits the billing details only and hands them over in the shape PATCH stripe/card takes', async () => {
    const { calls } = mockStripeApi({});
    const user = userEvent.setup();
    const onDetails = vi.fn();
    renderAt(
      <CardForm mode="edit" billingDetails={saved} onDetails={onDetails} onCancel={vi.fn()} />,
    );

    expect(await screen.findByDisplayValue('1 Market St')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
    await waitFor(() => expect(input(/^Country/)).toHaveValue('United States'));
    expect(input(/^State/)).toHaveValue('California');
    expect(saveButton()).toBeEnabled();

    await user.clear(input(/^City/));
    expect(saveButton()).toBeDisabled();
    await user.type(input(/^City/), 'Oakland');
    await user.type(input(/^Phone/), '+1 415 555 0100');
    await user.click(saveButton());

    await waitFor(() =>
      expect(onDetails).toHaveBeenCalledWith({
        name: 'Ada Client',
        phone: '+1 415 555 0100',
        address: {
          line1: '1 Market St',
          line2: null,
          city: 'Oakland',
          state: 'CA',
          postal_code: '94105',
          country: 'US',
        },
      }),
    );
    // No card data: nothing goes to the card provider.
    expect(calls).toEqual([]);
  });

  it('is complete only with a name, an address, a city, a postal code and a country', async () => {
    mockStripeApi({});
    const user = userEvent.setup();
    renderAt(<CardForm mode="edit" onDetails={vi.fn()} onCancel={vi.fn()} />);

    await waitFor(() => expect(input(/^Country/)).toBeEnabled());
    expect(saveButton()).toBeDisabled();
    await user.type(input(/^Name/), 'Ada Client');
    await user.type(input(/^Address(?! line)/), '10 Downing St');
    await user.type(input(/^City/), 'London');
    await user.type(input(/^Postal code/), 'SW1A 2AA');
    expect(saveButton()).toBeDisabled();
    await user.click(input(/^Country/));
    await user.click(await screen.findByRole('option', { name: 'United Kingdom' }));
    expect(saveButton()).toBeEnabled();

    await user.clear(input(/^Name/));
    await user.tab();
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('shows the server’s message when the details are refused', async () => {
    mockStripeApi({});
    const user = userEvent.setup();
    const onDetails = vi.fn(() => Promise.reject(new Error('Your postal code is invalid.')));
    renderAt(
      <CardForm mode="edit" billingDetails={saved} onDetails={onDetails} onCancel={vi.fn()} />,
    );

    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your postal code is invalid.');
  });
});
