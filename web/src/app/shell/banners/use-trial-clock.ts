import { useEffect, useRef, useState } from 'react';
import { useDocumentVisibility } from '@mantine/hooks';
import { countdownRefreshMs, trialMsLeft } from '@forma/contract/platform-plan/subscription.rules';
import type { CoachSubscription } from '@forma/contract/platform-plan/subscription.schemas';

/**
 * The clock of the trial countdown (platform.md 4): under 80 s left it ticks every animation
 * frame, under 1 h every 60 s, otherwise every 20 min; paused while the page is hidden. Calls
 * `onZero` once when the trial runs out.
 */
export function useTrialClock(subscription: CoachSubscription | null, onZero: () => void): Date {
  const [now, setNow] = useState(() => new Date());
  const visibility = useDocumentVisibility();
  const zeroCalled = useRef(false);
  const onZeroRef = useRef(onZero);
  useEffect(() => {
    onZeroRef.current = onZero;
  }, [onZero]);

  const trialEnd = subscription?.trial ? subscription.trial_end_date : null;
  useEffect(() => {
    if (!subscription || !trialEnd || visibility === 'hidden') return;
    const left = trialMsLeft(subscription, now);
    if (left <= 0) {
      if (!zeroCalled.current) {
        zeroCalled.current = true;
        onZeroRef.current();
      }
      return;
    }
    zeroCalled.current = false;
    const refresh = countdownRefreshMs(left);
    if (refresh === 'frame') {
      const frame = requestAnimationFrame(() => setNow(new Date()));
      return () => cancelAnimationFrame(frame);
    }
    const timer = setTimeout(() => setNow(new Date()), Math.min(refresh, left));
    return () => clearTimeout(timer);
  }, [subscription, trialEnd, now, visibility]);

  // Coming back to the page shows the right time at once.
  useEffect(() => {
    if (visibility === 'visible') setNow(new Date());
  }, [visibility]);

  return now;
}
