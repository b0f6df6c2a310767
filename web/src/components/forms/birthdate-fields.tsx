import { useId, type FocusEvent } from 'react';
import { Box, Group, Input, TextInput } from '@mantine/core';
import {
  firstBirthdateError,
  parseBirthdate,
  type BirthdateErrors,
} from '@forma/contract/auth/auth.rules';
import { formFieldTexts } from '../../lib/messages';

export type BirthdateValue = { day: string; month: string; year: string };

export const emptyBirthdate: BirthdateValue = { day: '', month: '', year: '' };

/** 'DD/MM/YYYY' (or nothing) -> the three field values. */
export function birthdateParts(text: string | null | undefined): BirthdateValue {
  return (text && parseBirthdate(text)) || emptyBirthdate;
}

/** The three field values -> 'DD/MM/YYYY'; '' while any field is empty. */
export function birthdateText({ day, month, year }: BirthdateValue): string {
  if (!day || !month || !year) return '';
  return `${day.padStart(2, '0')}/${month.padStart(2, '0')}/${year}`;
}

type Props = {
  value: BirthdateValue;
  onChange: (value: BirthdateValue) => void;
  errors?: BirthdateErrors;
  /** Focus left all three fields. */
  onGroupBlur?: () => void;
  /** Focus entered one of the fields from outside the group. */
  onGroupFocus?: () => void;
  label?: string;
  disabled?: boolean;
  required?: boolean;
};

const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/** Date of birth as three fields, DD / MM / YYYY (spec 5, "Birthdate field"). */
export function BirthdateFields({
  value,
  onChange,
  errors = {},
  onGroupBlur,
  onGroupFocus,
  label = formFieldTexts.dateOfBirth,
  disabled,
  required,
}: Props) {
  const id = useId();
  const message = firstBirthdateError(errors);
  const errorId = `${id}-error`;
  const describedBy = message ? errorId : undefined;
  const dateInvalid = Boolean(errors.date);

  // React's focus events bubble: only react when focus crosses the group's edge.
  const leavesGroup = (event: FocusEvent<HTMLElement>) =>
    !event.currentTarget.contains(event.relatedTarget as Node | null);

  const part = (
    key: keyof BirthdateValue,
    partLabel: string,
    placeholder: string,
    max: number,
    width: number,
  ) => (
    <TextInput
      label={partLabel}
      placeholder={placeholder}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: digits(event.currentTarget.value, max) })}
      inputMode="numeric"
      autoComplete={key === 'day' ? 'bday-day' : key === 'month' ? 'bday-month' : 'bday-year'}
      maxLength={max}
      w={width}
      error={Boolean(errors[key]) || dateInvalid}
      aria-describedby={describedBy}
      disabled={disabled}
      styles={{ label: { fontWeight: 400, fontSize: 'var(--mantine-font-size-xs)' } }}
    />
  );

  return (
    <Box
      component="fieldset"
      role="group"
      aria-labelledby={`${id}-legend`}
      m={0}
      p={0}
      style={{ border: 0, minWidth: 0 }}
      onFocus={(event: FocusEvent<HTMLElement>) => leavesGroup(event) && onGroupFocus?.()}
      onBlur={(event: FocusEvent<HTMLElement>) => leavesGroup(event) && onGroupBlur?.()}
    >
      <Input.Label component="legend" id={`${id}-legend`} required={required} mb={4} p={0}>
        {label}
      </Input.Label>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {part('day', formFieldTexts.day, formFieldTexts.dayFormat, 2, 72)}
        {part('month', formFieldTexts.month, formFieldTexts.monthFormat, 2, 72)}
        {part('year', formFieldTexts.year, formFieldTexts.yearFormat, 4, 96)}
      </Group>
      {message && (
        <Input.Error id={errorId} mt={6}>
          {message}
        </Input.Error>
      )}
    </Box>
  );
}
