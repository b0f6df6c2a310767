import { Box } from '@mantine/core';
import type { Completion } from '@forma/contract/tracking/calendar.schemas';

/** A program's dot on a day, in its colour: filled when done, half when started, a ring when not. */
export function CompletionDot({ color, completion }: { color: string; completion: Completion }) {
  const background =
    completion === 'all'
      ? color
      : completion === 'some'
        ? `linear-gradient(90deg, ${color} 50%, transparent 50%)`
        : 'transparent';
  return (
    <Box
      component="span"
      aria-hidden
      w={8}
      h={8}
      display="inline-block"
      style={{ borderRadius: '50%', border: `1.5px solid ${color}`, background }}
    />
  );
}
