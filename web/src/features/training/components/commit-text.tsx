import { useState, type KeyboardEvent } from 'react';
import { Textarea, TextInput, type TextInputProps } from '@mantine/core';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  /** Checks the text; a message keeps it from being saved. */
  validate?: (text: string) => string | null;
  onCommit: (text: string) => void;
  multiline?: boolean;
};

/**
 * A text field of the builder: typing stays local, and leaving the field (or Enter on a line)
 * saves it as one change, so undo and the saved state follow whole edits, not keystrokes. A
 * change from elsewhere (undo, a reload) replaces what it shows.
 */
export function CommitText({ value, validate, onCommit, multiline, ...props }: Props) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [error, setError] = useState<string | null>(null);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
    setError(null);
  }

  const commit = () => {
    if (draft === value) return setError(null);
    const refusal = validate?.(draft) ?? null;
    setError(refusal);
    if (!refusal) onCommit(draft);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !multiline) commit();
    if (event.key === 'Escape' && draft !== value) {
      event.stopPropagation();
      setDraft(value);
      setError(null);
    }
  };
  const common = {
    ...props,
    value: draft,
    error,
    onBlur: commit,
    onKeyDown,
  };
  return multiline ? (
    <Textarea
      {...(common as object)}
      rows={3}
      onChange={(event) => setDraft(event.currentTarget.value)}
    />
  ) : (
    <TextInput {...common} onChange={(event) => setDraft(event.currentTarget.value)} />
  );
}
