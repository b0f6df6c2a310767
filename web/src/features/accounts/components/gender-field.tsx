import { useState } from 'react';
import { Group, Radio } from '@mantine/core';
import { GENDERS, type Gender } from '@forma/contract/auth/auth.rules';
import { profilePageTexts } from '../accounts.messages';

type Props = {
  value: Gender | null;
  onChange: (gender: Gender) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
};

/** Gender: male, female, other, prefer not to say (stored as not_said). */
export function GenderField({ value, onChange, error, required, disabled }: Props) {
  return (
    <Radio.Group
      label={profilePageTexts.gender}
      value={value}
      onChange={(next) => onChange(next as Gender)}
      error={error}
      withAsterisk={required}
    >
      <Group gap="lg" mt={6}>
        {GENDERS.map((gender) => (
          <Radio key={gender.value} value={gender.value} label={gender.label} disabled={disabled} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** Gender that saves on choice; the choice shows at once and returns if the save fails. */
export function GenderAutosaveField({
  initial,
  onSave,
}: {
  initial: Gender | null;
  onSave: (gender: Gender) => Promise<unknown>;
}) {
  const [value, setValue] = useState<Gender | null>(initial);
  return (
    <GenderField
      value={value}
      onChange={(gender) => {
        const previous = value;
        setValue(gender);
        onSave(gender).catch(() => setValue(previous));
      }}
    />
  );
}
