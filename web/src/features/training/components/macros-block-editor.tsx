import { useState, type FocusEvent } from 'react';
import { MACROS, macroError, type MacrosTarget } from '@forma/contract/training/macros.rules';
import { emptyMacrosDraft, MacrosFields, type MacrosDraft } from './macros-fields';

const draftOf = (target: MacrosTarget | null): MacrosDraft => target ?? emptyMacrosDraft;

/** The draft as a target once every field holds a valid value for its mode. */
function validTarget(draft: MacrosDraft): MacrosTarget | null {
  if (MACROS.some((key) => macroError(draft.mode, draft[key]) !== null)) return null;
  return { mode: draft.mode, protein: draft.protein!, carbs: draft.carbs!, fat: draft.fat! };
}

const same = (a: MacrosTarget | null, b: MacrosTarget) =>
  a !== null && a.mode === b.mode && MACROS.every((key) => a[key] === b[key]);

type Props = { value: MacrosTarget | null; onCommit: (target: MacrosTarget) => void };

/**
 * The Macros block's targets in the builder: typed in the macros editor, saved as one change
 * when the focus leaves the editor (or the mode is switched) and every field is valid.
 */
export function MacrosBlockEditor({ value, onCommit }: Props) {
  const [draft, setDraft] = useState(() => draftOf(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(draftOf(value));
  }
  const commit = (next: MacrosDraft) => {
    const target = validTarget(next);
    if (target && !same(value, target)) onCommit(target);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) commit(draft);
  };
  return (
    <div onBlur={onBlur}>
      <MacrosFields
        value={draft}
        onChange={(next) => {
          setDraft(next);
          if (next.mode !== draft.mode) commit(next);
        }}
      />
    </div>
  );
}
