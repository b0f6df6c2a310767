import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { BirthdateFields, type BirthdateValue } from './birthdate-fields';
import { BIRTHDATE_SAVE_DELAY_MS, useBirthdateAutosave } from './use-birthdate-autosave';

function AutosaveBirthdate({
  initial,
  minAge = 18,
  onSave,
}: {
  initial: string | null;
  minAge?: number;
  onSave: (b: string) => Promise<unknown>;
}) {
  const birthdate = useBirthdateAutosave({ initial, minAge, onSave });
  return (
    <>
      <BirthdateFields {...birthdate.fieldProps} />
      <button type="button">Elsewhere</button>
    </>
  );
}

const field = (label: 'Day' | 'Month' | 'Year') => screen.getByLabelText(label);

/** Types the three parts, focusing each field as a user would, then leaves the group. */
function enter({ day, month, year }: BirthdateValue) {
  fireEvent.focus(field('Day'));
  fireEvent.change(field('Day'), { target: { value: day } });
  fireEvent.blur(field('Day'), { relatedTarget: field('Month') });
  fireEvent.focus(field('Month'), { relatedTarget: field('Day') });
  fireEvent.change(field('Month'), { target: { value: month } });
  fireEvent.blur(field('Month'), { relatedTarget: field('Year') });
  fireEvent.focus(field('Year'), { relatedTarget: field('Month') });
  fireEvent.change(field('Year'), { target: { value: year } });
  fireEvent.blur(field('Year'), {
    relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }),
  });
}

const settle = () => act(() => vi.advanceTimersByTime(BIRTHDATE_SAVE_DELAY_MS));

describe('birthdate fields (DD/MM/YYYY)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(2026, 5, 15, 12));
  });
  afterEach(() => vi.useRealTimers());

  it('labels the three fields Day, Month and Year and keeps digits only', () => {
    renderAt(<AutosaveBirthdate initial={null} onSave={vi.fn()} />);
    fireEvent.change(field('Day'), { target: { value: '1a2' } });
    expect(field('Day')).toHaveValue('12');
    expect(field('Year')).toHaveAttribute('maxlength', '4');
  });

  it.each([
    [
      'a missing part',
      { day: '12', month: '', year: '1990' },
      'Please enter a valid date of birth',
    ],
    [
      'a 3-digit year',
      { day: '12', month: '3', year: '990' },
      'Please enter a valid date of birth',
    ],
    [
      'a year more than 100 years back',
      { day: '12', month: '3', year: '1925' },
      'Please enter a valid date of birth',
    ],
    ['month 13', { day: '12', month: '13', year: '1990' }, 'Please enter a valid date of birth'],
    ['day 32', { day: '32', month: '1', year: '1990' }, 'Please enter a valid date of birth'],
    ['30 February', { day: '30', month: '2', year: '1990' }, 'Please enter a valid date of birth'],
    ['31 April', { day: '31', month: '4', year: '1990' }, 'Please enter a valid date of birth'],
    [
      '29 February of a non-leap year',
      { day: '29', month: '2', year: '1990' },
      'Please provide a valid Date of Birth.',
    ],
    [
      'a date in the future',
      { day: '16', month: '6', year: '2026' },
      'Please provide a valid Date of Birth.',
    ],
    [
      'an age under the minimum',
      { day: '16', month: '6', year: '2008' },
      'You must be at least 18 years old',
    ],
  ])('rejects %s and does not save', (_case, parts, message) => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderAt(<AutosaveBirthdate initial={null} onSave={onSave} />);
    enter(parts);
    settle();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('accepts 29 February of a leap year and an 18th birthday today', () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderAt(<AutosaveBirthdate initial={null} onSave={onSave} />);
    enter({ day: '15', month: '6', year: '2008' });
    settle();
    expect(onSave).toHaveBeenLastCalledWith('15/06/2008');
    enter({ day: '29', month: '2', year: '2004' });
    settle();
    expect(onSave).toHaveBeenLastCalledWith('29/02/2004');
  });

  it('saves 200 ms after focus leaves all three fields, when valid and changed', () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderAt(<AutosaveBirthdate initial="01/01/1990" onSave={onSave} />);
    expect(field('Day')).toHaveValue('01');

    // Moving between the fields does not save.
    fireEvent.focus(field('Day'));
    fireEvent.change(field('Day'), { target: { value: '2' } });
    fireEvent.blur(field('Day'), { relatedTarget: field('Month') });
    fireEvent.focus(field('Month'), { relatedTarget: field('Day') });
    act(() => vi.advanceTimersByTime(1000));
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.blur(field('Month'), { relatedTarget: null });
    act(() => vi.advanceTimersByTime(BIRTHDATE_SAVE_DELAY_MS - 1));
    expect(onSave).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSave).toHaveBeenCalledExactlyOnceWith('02/01/1990');

    // Leaving again without a change does not save again.
    fireEvent.focus(field('Year'));
    fireEvent.blur(field('Year'), { relatedTarget: null });
    settle();
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('does not save when focus comes back within 200 ms', () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderAt(<AutosaveBirthdate initial="01/01/1990" onSave={onSave} />);
    fireEvent.focus(field('Year'));
    fireEvent.change(field('Year'), { target: { value: '1991' } });
    fireEvent.blur(field('Year'), { relatedTarget: null });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.focus(field('Day'), { relatedTarget: null });
    act(() => vi.advanceTimersByTime(500));
    expect(onSave).not.toHaveBeenCalled();
  });
});
