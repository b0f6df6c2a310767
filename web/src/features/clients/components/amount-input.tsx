import { useState } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';

type Props = Omit<NumberInputProps, 'value' | 'onChange' | 'decimalScale' | 'allowNegative'> & {
  /** The amount in major units, or null while empty or not a number yet. */
  onChange: (value: number | null) => void;
};

function asNumber(text: string | number): number | null {
  if (typeof text === 'number') return text;
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
}

/**
 * An amount with two decimals. The text is kept as typed, so '19.' stays on screen while the
 * coach goes on to '19.99' (a controlled number would drop the point).
 */
export function AmountInput({ onChange, ...props }: Props) {
  const [text, setText] = useState<string | number>('');
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
