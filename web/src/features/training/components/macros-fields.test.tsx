import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { emptyMacrosDraft, MacrosFields, type MacrosDraft } from './macros-fields';

/** The editor held by a parent, as the builder holds it; `changes` sees every value it sends. */
function Block({
  initial = emptyMacrosDraft,
  showErrors,
  changes = () => {},
}: {
  initial?: MacrosDraft;
  showErrors?: boolean;
  changes?: (value: MacrosDraft) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MacrosFields
        value={value}
        showErrors={showErrors}
        onChange={(next) => {
          changes(next);
          setValue(next);
        }}
      />
      <button
        type="button"
        onClick={() => setValue({ mode: 'exact', protein: 160, carbs: 214, fat: 71 })}
      >
        Apply calculated
      </button>
    </>
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('the Macros block editor', () => {
  it('works out the calories of the grams as they are typed', async () => {
    const changes = vi.fn();
    const user = userEvent.setup();
    renderAt(<Block changes={changes} />);
    expect(screen.getByText('0 kcal')).toBeInTheDocument();
    await user.type(field(/Protein \(g\)/), '180');
    await user.type(field(/Carbs \(g\)/), '250');
    await user.type(field(/Fat \(g\)/), '70');
    expect(screen.getByText('2350 kcal')).toBeInTheDocument();
    expect(changes).toHaveBeenLastCalledWith({ mode: 'exact', protein: 180, carbs: 250, fat: 70 });
  });

  it('takes grams per kg of bodyweight with a decimal and gives calories per kg', async () => {
    const changes = vi.fn();
    const user = userEvent.setup();
    renderAt(<Block changes={changes} />);
    await user.click(screen.getByRole('radio', { name: 'Per kg' }));
    await user.type(field(/Protein \(g\/kg\)/), '2.2');
    await user.type(field(/Carbs \(g\/kg\)/), '3.5');
    await user.type(field(/Fat \(g\/kg\)/), '1');
    expect(screen.getByText('31.8 kcal per kg of bodyweight')).toBeInTheDocument();
    expect(changes).toHaveBeenLastCalledWith({ mode: 'per_kg', protein: 2.2, carbs: 3.5, fat: 1 });

    await user.click(screen.getByRole('radio', { name: 'Per lb' }));
    expect(field(/Protein \(g\/lb\)/)).toHaveValue('2.2');
    expect(screen.getByText('31.8 kcal per lb of bodyweight')).toBeInTheDocument();
  });

  it("says each mode's bounds under the field", async () => {
    const user = userEvent.setup();
    renderAt(<Block initial={{ mode: 'exact', protein: 180, carbs: 2001, fat: 70 }} />);
    expect(screen.getByText('Enter a value between 0 and 2000 g.')).toBeInTheDocument();
    expect(field(/Carbs/)).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('radio', { name: 'Per kg' }));
    expect(screen.getAllByText('Enter a value between 0 and 10 g per kg.')).toHaveLength(3);

    await user.click(screen.getByRole('radio', { name: 'Per lb' }));
    expect(screen.getAllByText('Enter a value between 0 and 5 g per lb.')).toHaveLength(3);
  });

  it("says 'Please enter a valid value.' for a field left empty", async () => {
    const user = userEvent.setup();
    renderAt(<Block />);
    expect(screen.queryByText('Please enter a valid value.')).toBeNull();
    await user.click(field(/Protein/));
    await user.tab();
    expect(screen.getByText('Please enter a valid value.')).toBeInTheDocument();
  });

  it('shows every missing value after a refused save', () => {
    renderAt(<Block showErrors initial={{ ...emptyMacrosDraft, fat: 60 }} />);
    expect(screen.getAllByText('Please enter a valid value.')).toHaveLength(2);
    expect(field(/Fat/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows grams the builder sets, such as the calculator applied', async () => {
    const user = userEvent.setup();
    renderAt(<Block initial={{ mode: 'per_kg', protein: null, carbs: null, fat: null }} />);
    await user.type(field(/Protein/), '2.');
    expect(field(/Protein/)).toHaveValue('2.');
    await user.click(screen.getByRole('button', { name: 'Apply calculated' }));
    expect(field(/Protein \(g\)/)).toHaveValue('160');
    expect(field(/Carbs \(g\)/)).toHaveValue('214');
    expect(field(/Fat \(g\)/)).toHaveValue('71');
    expect(screen.getByText('2135 kcal')).toBeInTheDocument();
  });
});
