import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePickerInput } from '@mantine/dates';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render';

describe('date pickers in the theme', () => {
  it('names the calendar dialog a date picker input opens (axe aria-dialog-name)', async () => {
    const user = userEvent.setup();
    renderAt(<DatePickerInput label="Start date" placeholder="DD/MM/YYYY" />);
    await user.click(screen.getByRole('button', { name: /Start date/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    expect(dialog).not.toHaveAttribute('aria-labelledby');
    expect(screen.getByRole('button', { name: /Start date/ })).toHaveAttribute(
      'aria-controls',
      dialog.id,
    );
  });
});
