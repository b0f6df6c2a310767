import { Burger, Indicator } from '@mantine/core';
import { menuMessages as m } from '../../lib/messages';

/** The mobile menu's toggle, with a dot for what is unread (platform.md 2.10). */
export function MobileToggle({
  opened,
  onToggle,
  dot,
}: {
  opened: boolean;
  onToggle: () => void;
  dot: boolean;
}) {
  return (
    <Indicator
      color="red"
      size={9}
      offset={4}
      disabled={!dot}
      hiddenFrom="sm"
      aria-label={dot ? 'Unread' : undefined}
    >
      <Burger opened={opened} onClick={onToggle} size="sm" aria-label={m.menu} hiddenFrom="sm" />
    </Indicator>
  );
}
