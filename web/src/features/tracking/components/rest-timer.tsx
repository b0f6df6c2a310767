import { useEffect, useState } from 'react';
import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { clock } from '../model/units';
import { timerTexts as t } from '../tracking.messages';

/**
 * Counts down from an exercise's prescribed rest; start and stop, and says so to screen readers
 * when the rest is over (the countdown itself is not announced every second).
 */
export function RestTimer({ seconds }: { seconds: number }) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [left, setLeft] = useState(seconds);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        setEndsAt(null);
        setAnnouncement(t.over);
      }
    };
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const running = endsAt !== null;
  const start = () => {
    setAnnouncement('');
    setLeft(seconds);
    setEndsAt(Date.now() + seconds * 1000);
  };
  const stop = () => {
    setEndsAt(null);
    setLeft(seconds);
  };

  return (
    <Group gap="xs">
      <Button
        size="compact-sm"
        variant={running ? 'filled' : 'light'}
        leftSection={running ? <IconPlayerStop size={14} /> : <IconPlayerPlay size={14} />}
        onClick={running ? stop : start}
      >
        {running ? t.stop : t.start(clock(seconds))}
      </Button>
      {running && (
        <Text size="sm" fw={600} aria-hidden>
          {t.remaining(clock(left))}
        </Text>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Group>
  );
}
