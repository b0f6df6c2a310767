import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, SegmentedControl, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications, notificationsStore } from '@mantine/notifications';
import { ApiError } from '../../lib/api-client';
import { showAlert } from '../feedback/show-alert';
import { findNotice } from '../../test/notices';
import { renderAt } from '../../test/render';
import { sayRefusal } from './say-refusal';
import { useRefusal } from './use-refusal';

type Values = { title: string; pricing: string; email: string };

/** A form as the app's forms use it: its own check, then a call the server may refuse. */
function PricedForm({ answer }: { answer: () => Promise<unknown> }) {
  const refusal = useRefusal();
  const form = useForm<Values>({
    initialValues: { title: '', pricing: 'paid', email: '' },
    validate: {
      email: (value) => (value.includes('@') ? null : 'Please enter a valid email address.'),
      title: (value) => (value ? null : 'Title is required'),
    },
  });
  const submit = form.onSubmit(async () => {
    try {
      await answer();
    } catch (error) {
      refusal.onFailure(error, ['title', 'pricing', 'email'], form.setErrors);
    }
  }, refusal.onInvalid);
  return (
    <form ref={refusal.ref} onSubmit={submit} noValidate>
      <TextInput label="Title" {...form.getInputProps('title')} />
      <SegmentedControl
        aria-label="Pricing"
        data={['free', 'paid']}
        {...form.getInputProps('pricing', { withError: false })}
      />
      {form.errors.pricing && <p role="alert">{form.errors.pricing}</p>}
      <TextInput label="Email" {...form.getInputProps('email')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

const scrolled: Element[] = [];

beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  notifications.clean();
  // @ts-expect-error jsdom has none; the tests above lent one.
  delete Element.prototype.scrollIntoView;
});

const refused = (errors: Record<string, string[]>) =>
  Promise.reject(new ApiError(422, { errors }, 'Request failed with status 422'));

describe('a refused form', () => {
  it('focuses and shows the first invalid field in reading order, and says its message', async () => {
    const answer = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderAt(<PricedForm answer={answer} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(title).toHaveFocus());
    expect(scrolled).toContain(title);
    expect((await findNotice()).getByText('Title is required')).toBeInTheDocument();
    expect(answer).not.toHaveBeenCalled();
  });

  it('brings a server refusal of a control without its own error into view and says it', async () => {
    const message = 'You must connect to Stripe if you want to set a price for your program.';
    const user = userEvent.setup();
    renderAt(<PricedForm answer={() => refused({ pricing: [message] })} />);
    await user.type(screen.getByLabelText('Title'), 'Engine');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The chosen option of the segmented control takes the focus; its error is beside it.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'paid' })).toHaveFocus());
    expect(scrolled).toContain(screen.getByRole('radiogroup'));
    const form = screen.getByRole('button', { name: 'Save' }).closest('form')!;
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    expect((await findNotice()).getByText(message)).toBeInTheDocument();
  });

  it('says a refusal that names no field of the form', async () => {
    const limit = 'Daily invite limit reached. Try again tomorrow.';
    const user = userEvent.setup();
    renderAt(<PricedForm answer={() => refused({ base: [limit] })} />);
    await user.type(screen.getByLabelText('Title'), 'Engine');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await findNotice()).getByText(limit)).toBeInTheDocument();
  });
});

describe('saying a refusal', () => {
  const shown = () => notificationsStore.getState().notifications.map((notice) => notice.message);

  it('leaves the alert of the global failure handling alone when it says the same', () => {
    showAlert('error', 'Title is required');
    sayRefusal('error', 'Title  is required');
    expect(shown()).toEqual(['Title is required']);
  });

  it('keeps one alert at a time', () => {
    showAlert('error', 'Request failed');
    sayRefusal('warn', 'Current password is incorrect.');
    expect(shown()).toEqual(['Current password is incorrect.']);
  });
});
