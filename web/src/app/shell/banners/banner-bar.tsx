import type { ReactNode } from 'react';
import { CloseButton, Group, Text } from '@mantine/core';

export type BannerTone = 'red' | 'green' | 'orange' | 'blue' | 'neutral';

const tones: Record<BannerTone, { bg: string; fg: string }> = {
  // The filled shades, which the theme makes readable under white text.
  red: { bg: 'var(--mantine-color-red-filled)', fg: 'var(--mantine-color-white)' },
  green: { bg: 'var(--mantine-color-green-filled)', fg: 'var(--mantine-color-white)' },
  orange: { bg: 'var(--mantine-color-orange-0)', fg: 'var(--mantine-color-orange-9)' },
  blue: { bg: 'var(--mantine-color-blue-0)', fg: 'var(--mantine-color-blue-9)' },
  neutral: { bg: 'var(--mantine-color-body)', fg: 'var(--mantine-color-text)' },
};

type BannerBarProps = {
  tone: BannerTone;
  icon?: ReactNode;
  children: ReactNode;
  action?: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
  'data-banner': string;
};

/** One full-width strip under the header. */
export function BannerBar({
  tone,
  icon,
  children,
  action,
  onClose,
  closeLabel = 'Close',
  ...rest
}: BannerBarProps) {
  const { bg, fg } = tones[tone];
  return (
    <Group
      role="status"
      data-banner={rest['data-banner']}
      gap="sm"
      wrap="nowrap"
      px={{ base: 'md', sm: 'xl' }}
      py={10}
      style={{
        background: bg,
        color: fg,
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      {icon}
      <Text size="sm" fw={500} style={{ flex: 1, color: 'inherit' }}>
        {children}
      </Text>
      {action}
      {onClose && (
        <CloseButton aria-label={closeLabel} onClick={onClose} style={{ color: 'inherit' }} />
      )}
    </Group>
  );
}
