import { useState } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';

type Props<Unit extends string> = {
  label: string;
  units: readonly { value: Unit; label: string }[];
  value: Unit;
  onSave: (unit: Unit) => Promise<unknown>;
};

/** A unit choice that saves on change; it shows at once and returns if the save fails. */
export function UnitControl<Unit extends string>({ label, units, value, onSave }: Props<Unit>) {
  const [unit, setUnit] = useState<Unit>(value);
  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm" fw={500} component="div">
        {label}
      </Text>
      <SegmentedControl
        aria-label={label}
        value={unit}
        data={units.map((item) => ({ value: item.value, label: item.label }))}
        onChange={(next) => {
          const previous = unit;
          setUnit(next as Unit);
          onSave(next as Unit).catch(() => setUnit(previous));
        }}
      />
    </Stack>
  );
}
