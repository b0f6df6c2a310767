import type { ReactNode } from 'react';
import { Tooltip } from '@mantine/core';

/** An action's explanation, in a chunk of its own: the floating tooltip's code loads only when one is shown. */
export default function ActionTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip label={label} multiline w={260} events={{ hover: true, focus: true, touch: true }}>
      <span style={{ flex: '1 1 auto', display: 'flex' }}>{children}</span>
    </Tooltip>
  );
}
