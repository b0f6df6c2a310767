import { useState } from 'react';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { checkBirthdateParts } from '@forma/contract/auth/auth.rules';
import { BirthdateFields, type BirthdateValue } from './birthdate-fields';

const PATHS = ['day', 'month', 'year', 'birthdate'] as const;

/** Form errors of the three birthdate fields (contract rules); the whole-date error under 'birthdate'. */
export function birthdateFormErrors(parts: BirthdateValue, minAge: number): FormErrors {
  const found = checkBirthdateParts(parts, { minAge, today: new Date() });
  const errors: FormErrors = {};
  if (found.day) errors.day = found.day;
  if (found.month) errors.month = found.month;
  if (found.year) errors.year = found.year;
  if (found.date) errors.birthdate = found.date;
  return errors;
}

type Props = {
  // Any form whose values hold day, month and year strings.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturnType<any>;
  label?: string;
  disabled?: boolean;
};

/**
 * The three birthdate fields bound to a Mantine form: errors appear once focus leaves the group
 * (or on submit) and follow every change after that.
 */
export function FormBirthdateFields({ form, label, disabled }: Props) {
  const [checked, setChecked] = useState(false);
  const validate = () => {
    for (const path of PATHS) form.validateField(path);
  };
  const error = (path: string) => (form.errors[path] as string | undefined) ?? undefined;
  return (
    <BirthdateFields
      value={{ day: form.values.day, month: form.values.month, year: form.values.year }}
      onChange={(parts) => {
        form.setValues(parts);
        if (checked || PATHS.some((path) => form.errors[path])) validate();
      }}
      errors={{
        day: error('day'),
        month: error('month'),
        year: error('year'),
        date: error('birthdate'),
      }}
      onGroupBlur={() => {
        setChecked(true);
        validate();
      }}
      label={label}
      disabled={disabled}
      required
    />
  );
}
