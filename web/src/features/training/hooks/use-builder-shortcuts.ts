import { useEffect, useRef } from 'react';

type Handlers = { addTraining: () => void; addNote: () => void; undo: () => void };

/** Focus in a field that takes text: its own undo and typing come first. */
export function inTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type)
  );
}

/**
 * The builder's keys. The spec's Ctrl+N (training block) and Ctrl+Shift+N (note) are the
 * browser's own (new window, new private window) and reach a page only in an installed app
 * window, so they are honoured when they arrive, and Alt+N / Alt+Shift+N do the same everywhere.
 * Ctrl+Z (Cmd+Z) undoes the last change when the focus is not in a text field.
 */
export function useBuilderShortcuts(handlers: Handlers, enabled: boolean) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      const typing = inTextField(event.target);
      const ctrl = event.ctrlKey || event.metaKey;
      const n = event.code === 'KeyN';
      let action: (() => void) | null = null;
      if (ctrl && !event.altKey && n) {
        action = event.shiftKey ? latest.current.addNote : latest.current.addTraining;
      } else if (event.altKey && !ctrl && n && !typing) {
        action = event.shiftKey ? latest.current.addNote : latest.current.addTraining;
      } else if (ctrl && !event.shiftKey && !event.altKey && event.code === 'KeyZ' && !typing) {
        action = latest.current.undo;
      }
      if (!action) return;
      event.preventDefault();
      action();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
