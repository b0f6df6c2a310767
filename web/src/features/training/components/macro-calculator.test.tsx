import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { MacroCalculator } from './macro-calculator';

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const results = () => screen.getByRole('region', { name: 'Results' });
/** A line of the results: its term and amount. */
const result = (term: string) => within(results()).getByText(term).parentElement!;
const apply = () => screen.getByRole('button', { name: 'Apply to block' });

describe('the macro calculator', () => {
  it('shows BMR, daily energy and the split once age, weight and height are in', async () => {
    const user = userEvent.setup();
    renderAt(<MacroCalculator onApply={vi.fn()} />);
    expect(
      within(results()).getByText('Enter age, weight and height to see the results.'),
    ).toBeInTheDocument();
    expect(apply()).toBeDisabled();

    await user.type(field('Age'), '30');
    await user.type(field('Weight (kg)'), '80');
    await user.type(field('Height (cm)'), '180');
    // Mifflin-St Jeor, moderate activity (x 1.55), balanced 30/40/30.
    expect(result('BMR')).toHaveTextContent('1780 kcal');
    expect(result('Daily energy (TDEE)')).toHaveTextContent('2759 kcal');
    expect(result('Protein')).toHaveTextContent('207 g');
    expect(result('Carbs')).toHaveTextContent('276 g');
    expect(result('Fat')).toHaveTextContent('92 g');
    expect(result('Calories')).toHaveTextContent('2760 kcal');
    expect(apply()).toBeEnabled();
  });

  it('works a woman by Harris-Benedict, sedentary, low carb', async () => {
    const user = userEvent.setup();
    renderAt(<MacroCalculator onApply={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.type(field('Age'), '25');
    await user.type(field('Weight (kg)'), '60');
    await user.type(field('Height (cm)'), '165');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'BMR formula' }),
      'Harris-Benedict',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Activity level' }), 'sedentary');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Macro split' }), 'low_carb');
    // 1405.333 x 1.2 = 1686.4; 40/20/40.
    expect(result('BMR')).toHaveTextContent('1405 kcal');
    expect(result('Daily energy (TDEE)')).toHaveTextContent('1686 kcal');
    expect(result('Protein')).toHaveTextContent('169 g');
    expect(result('Carbs')).toHaveTextContent('84 g');
    expect(result('Fat')).toHaveTextContent('75 g');
  });

  it('takes pounds, feet and inches in the user’s own units', async () => {
    const user = userEvent.setup();
    renderAt(<MacroCalculator onApply={vi.fn()} units={{ weight: 'lb', length: 'in' }} />);
    await user.type(field('Age'), '30');
    await user.type(field('Weight (lb)'), '176');
    await user.type(field('Height (ft)'), '5');
    await user.type(field('Height (in)'), '11');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Activity level' }), 'sedentary');
    expect(result('BMR')).toHaveTextContent('1780 kcal');
    expect(result('Daily energy (TDEE)')).toHaveTextContent('2137 kcal');
  });

  it('converts what is typed when the unit changes', async () => {
    const user = userEvent.setup();
    renderAt(<MacroCalculator onApply={vi.fn()} />);
    await user.type(field('Weight (kg)'), '80.5');
    await user.type(field('Height (cm)'), '180');
    await user.click(screen.getByRole('radio', { name: 'lb' }));
    expect(field('Weight (lb)')).toHaveValue('177.5');
    await user.click(screen.getByRole('radio', { name: 'ft/in' }));
    expect(field('Height (ft)')).toHaveValue('5');
    expect(field('Height (in)')).toHaveValue('11');
    await user.click(screen.getByRole('radio', { name: 'cm' }));
    expect(field('Height (cm)')).toHaveValue('180');
  });

  it('applies the grams to the block', async () => {
    const onApply = vi.fn();
    const user = userEvent.setup();
    renderAt(<MacroCalculator onApply={onApply} />);
    await user.type(field('Age'), '30');
    await user.type(field('Weight (kg)'), '80');
    await user.type(field('Height (cm)'), '180');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Macro split' }), 'high_protein');
    await user.click(apply());
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ protein: 276, carbs: 207, fat: 92 });
  });

  it('says what is wrong with a value once focus leaves it, and shows no results', async () => {
    const user = userEvent.setup();
    renderAt(<MacroCalculator onApply={vi.fn()} />);
    await user.type(field('Age'), '12');
    expect(screen.queryByText('Must be between 13 and 99')).toBeNull();
    await user.type(field('Weight (kg)'), '500');
    expect(screen.getByText('Must be between 13 and 99')).toBeInTheDocument();
    await user.type(field('Height (cm)'), '180');
    expect(screen.getByText('Enter a weight between 20 and 400 kg.')).toBeInTheDocument();
    expect(field('Weight (kg)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Weight (kg)')).toHaveAccessibleDescription(
      'Enter a weight between 20 and 400 kg.',
    );
    expect(apply()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'ft/in' }));
    await user.clear(field('Height (ft)'));
    await user.type(field('Height (ft)'), '9');
    await user.tab();
    expect(screen.getByText('Enter a height between 3 ft 4 in and 8 ft 2 in.')).toBeInTheDocument();
  });
});
