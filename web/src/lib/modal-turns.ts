import { useEffect, useId } from 'react';
import { createStore, useStore } from './create-store';

/**
 * How urgent a modal that opens by itself is. A blocking prompt (another tab took over) shows
 * at once over a waiting turn; everything else waits for the modal on screen to close.
 */
export const MODAL_PRIORITY = { normal: 0, blocking: 1 } as const;

export type TurnRequest = { id: string; priority: number; since: number };

/** Whose turn it is: the most urgent request, then whoever asked first. */
export function modalWithTurn(requests: readonly TurnRequest[]): string | null {
  let turn: TurnRequest | null = null;
  for (const request of requests) {
    if (
      !turn ||
      request.priority > turn.priority ||
      (request.priority === turn.priority && request.since < turn.since)
    ) {
      turn = request;
    }
  }
  return turn?.id ?? null;
}

const requests = createStore<TurnRequest[]>([]);
let asked = 0;

/**
 * One modal at a time (docs/decisions/platform-web.md, "One modal at a time"): a modal that opens
 * by itself (the update-profile question, the purchase flow resuming after sign-up, the restricted
 * popup...) asks for the turn while it wants to show, and shows only while it has it; the next one
 * waits until the modal on screen closes. Modals a person opens with a click do not take turns:
 * nothing else can be clicked while a modal is open, and a modal opened from inside another must
 * not wait for it.
 */
export function useModalTurn(wanted: boolean, priority: number = MODAL_PRIORITY.normal): boolean {
  const id = useId();
  useEffect(() => {
    if (!wanted) return;
    asked += 1;
    const request = { id, priority, since: asked };
    requests.set((list) => [...list.filter((other) => other.id !== id), request]);
    return () => requests.set((list) => list.filter((other) => other.id !== id));
  }, [id, wanted, priority]);
  const all = useStore(requests);
  return wanted && modalWithTurn(all) === id;
}
