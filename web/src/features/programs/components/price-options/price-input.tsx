import { useEffect, useState } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';

type Props = Omit<NumberInputProps, 'value' | 'onChange' | 'decimalScale' | 'allowNegative'> & {
  /** The price in major units, or null while empty or not a number yet. */
  value: number | null;
  onChange: (value: number | null) => void;
};

function asNumber(text: string | number): number | null {
  if (typeof text === 'number') return text;
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
}

/**
 * A price with two decimals. The text is kept as typed, so '19.' stays on screen while the
 * person goes on to '19.99' (a controlled number would drop the point and leave '99').
 */
export function PriceInput({ value, onChange, ...props }: Props) {
  const [text, setText] = useState<string | number>(value ?? '');
  useEffect(() => {
    // A change from outside (a reset after saving): show it.
    setText((current) => (asNumber(current) === value ? current : (value ?? '')));
  }, [value]);
  return (
    <NumberInput
      {...props}
      decimalScale={2}
      allowNegative={false}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(asNumber(next));
      }}
    />
  );
}
