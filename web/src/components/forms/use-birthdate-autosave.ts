import { useEffect, useRef, useState } from 'react';
import { checkBirthdateParts, type BirthdateErrors } from '@forma/contract/auth/auth.rules';
import { birthdateParts, birthdateText, type BirthdateValue } from './birthdate-fields';

// spec 9: "birthdate save debounce 200 ms".
export const BIRTHDATE_SAVE_DELAY_MS = 200;

type Options = {
  /** The saved birthdate, 'DD/MM/YYYY', or null. */
  initial: string | null | undefined;
  minAge: number;
  onSave: (birthdate: string) => Promise<unknown> | void;
};

/**
 * Spec 5: the birthdate autosaves 200 ms after all three fields lose focus, when it is valid
 * and changed. Errors show once a changed value has been left.
 */
export function useBirthdateAutosave({ initial, minAge, onSave }: Options) {
  const [value, setValue] = useState<BirthdateValue>(() => birthdateParts(initial));
  const [errors, setErrors] = useState<BirthdateErrors>({});
  const latest = useRef(value);
  const saved = useRef(initial ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const checked = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const check = (parts: BirthdateValue) =>
    checkBirthdateParts(parts, { minAge, today: new Date() });

  const onChange = (next: BirthdateValue) => {
    latest.current = next;
    setValue(next);
    if (checked.current) setErrors(check(next));
  };

  const onGroupFocus = () => clearTimeout(timer.current);

  const onGroupBlur = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const parts = latest.current;
      const text = birthdateText(parts);
      const unchanged =
        text === saved.current && (text !== '' || Object.values(parts).every((p) => !p));
      if (unchanged) return;
      const found = check(parts);
      checked.current = true;
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      const previous = saved.current;
      saved.current = text;
      Promise.resolve(onSave(text)).catch(() => {
        saved.current = previous;
      });
    }, BIRTHDATE_SAVE_DELAY_MS);
  };

  return { value, errors, fieldProps: { value, onChange, errors, onGroupBlur, onGroupFocus } };
}
