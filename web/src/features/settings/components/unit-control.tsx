import { useState } from 'react';
import { Input, SegmentedControl } from '@mantine/core';

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
    <Input.Wrapper label={label} labelElement="div">
      <SegmentedControl
        mt={6}
        aria-label={label}
        value={unit}
        data={units.map((item) => ({ value: item.value, label: item.label }))}
        onChange={(next) => {
          const previous = unit;
          setUnit(next as Unit);
          onSave(next as Unit).catch(() => setUnit(previous));
        }}
      />
    </Input.Wrapper>
  );
}
