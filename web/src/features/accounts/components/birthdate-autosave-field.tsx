import { BirthdateFields } from '../../../components/forms/birthdate-fields';
import { useBirthdateAutosave } from '../../../components/forms/use-birthdate-autosave';

type Props = {
  initial: string | null;
  minAge: number;
  onSave: (birthdate: string) => Promise<unknown>;
};

/** Date of birth that saves itself 200 ms after focus leaves its fields, when valid and changed. */
export function BirthdateAutosaveField({ initial, minAge, onSave }: Props) {
  const birthdate = useBirthdateAutosave({ initial, minAge, onSave });
  return <BirthdateFields {...birthdate.fieldProps} />;
}
