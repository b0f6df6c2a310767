import { useState } from 'react';
import { Switch } from '@mantine/core';

type Props = {
  label: string;
  description?: string;
  checked: boolean;
  onSave: (checked: boolean) => Promise<unknown>;
};

/** A preference that saves when flipped: it shows at once and flips back if the save fails. */
export function AutosaveSwitch({ label, description, checked, onSave }: Props) {
  const [value, setValue] = useState(checked);
  return (
    <Switch
      label={label}
      description={description}
      checked={value}
      size="md"
      onChange={(event) => {
        const next = event.currentTarget.checked;
        setValue(next);
        onSave(next).catch(() => setValue(!next));
      }}
    />
  );
}
