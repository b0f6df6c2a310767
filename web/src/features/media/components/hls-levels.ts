/** Spec 9: the preferred quality is 640×360 (the original player's level 2). */
export const PREFERRED_LEVEL = { width: 640, height: 360 } as const;

/** Spec 9: the bandwidth hint the player starts from, in bits per second. */
export const VIDEO_BANDWIDTH_HINT = 10_000_000;

/**
 * The level to play: the 640×360 one when the stream has it, else the one closest in height
 * (the lower on a tie); -1 for no levels.
 */
export function preferredLevelIndex(levels: readonly { width: number; height: number }[]): number {
  const exact = levels.findIndex(
    (level) => level.width === PREFERRED_LEVEL.width && level.height === PREFERRED_LEVEL.height,
  );
  if (exact !== -1) return exact;
  let best = -1;
  for (const [index, level] of levels.entries()) {
    const distance = Math.abs(level.height - PREFERRED_LEVEL.height);
    const bestLevel = levels[best];
    if (
      !bestLevel ||
      distance < Math.abs(bestLevel.height - PREFERRED_LEVEL.height) ||
      (distance === Math.abs(bestLevel.height - PREFERRED_LEVEL.height) &&
        level.height < bestLevel.height)
    ) {
      best = index;
    }
  }
  return best;
}
