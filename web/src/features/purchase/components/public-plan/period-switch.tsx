import { useId } from 'react';
import classes from './period-switch.module.css';

type Props<T extends string> = {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
  disabled?: boolean;
};

/**
 * One choice out of a few, side by side: native radio buttons styled like Mantine's
 * SegmentedControl, whose moving indicator is more code than the public page's first script
 * can carry.
 */
export function PeriodSwitch<T extends string>({
  label,
  value,
  onChange,
  options,
  disabled,
}: Props<T>) {
  const name = useId();
  return (
    <div className={classes.root} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label key={option.value} className={classes.label}>
          <input
            className={classes.input}
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
