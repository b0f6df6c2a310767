import { Group, UnstyledButton } from '@mantine/core';
import { publicPlanModalTexts as p } from '../../purchase.messages';

type Props = { appStoreUrl: string; playStoreUrl: string };

const badgeStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  height: 44,
  padding: '0 14px',
  borderRadius: 8,
  background: '#000',
  color: '#fff',
  border: '1px solid #a6a6a6',
  textDecoration: 'none',
} as const;

function AppleMark() {
  return (
    <svg width="20" height="24" viewBox="0 0 20 24" aria-hidden fill="currentColor">
      <path d="M16.5 12.7c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.4.8c1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9-.1 0-2.7-1-2.7-4.1zM14 5.2c.7-.9 1.2-2 1-3.2-1 0-2.3.7-3 1.6-.7.8-1.3 2-1.1 3.1 1.2.1 2.3-.6 3.1-1.5z" />
    </svg>
  );
}

function PlayMark() {
  return (
    <svg width="20" height="22" viewBox="0 0 20 22" aria-hidden>
      <path d="M1 1l10.5 10L1 21c-.4-.2-.6-.6-.6-1.1V2.1c0-.5.2-.9.6-1.1z" fill="#00d7fe" />
      <path d="M14.9 7.7L11.5 11 1 1c.2-.1.5-.1.8 0l13.1 6.7z" fill="#00f076" />
      <path d="M14.9 14.3L1.8 21c-.3.1-.6.1-.8 0l10.5-10 3.4 3.3z" fill="#ff3a44" />
      <path
        d="M19 11c0 .5-.3 1-.8 1.2l-3.3 2.1-3.4-3.3 3.4-3.3 3.3 2.1c.5.2.8.7.8 1.2z"
        fill="#ffd500"
      />
    </svg>
  );
}

type BadgeProps = {
  href: string;
  label: string;
  lines: { small: string; big: string };
  mark: React.ReactNode;
};

function Badge({ href, label, lines, mark }: BadgeProps) {
  return (
    <UnstyledButton
      component="a"
      href={href}
      target="_blank"
      rel="noreferrer"
      aria-label={label}
      style={badgeStyle}
    >
      {mark}
      {/* The space (not shown in a flex column) makes the visible text read as the label. */}
      <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1 }}>
        <span style={{ fontSize: 10 }}>{lines.small}</span>{' '}
        <span style={{ fontSize: 16, fontWeight: 600 }}>{lines.big}</span>
      </span>
    </UnstyledButton>
  );
}

/** App Store and Google Play badges drawn inline (no downloaded artwork). */
export function StoreBadges({ appStoreUrl, playStoreUrl }: Props) {
  return (
    <Group gap="sm">
      <Badge href={appStoreUrl} label={p.appStore} lines={p.appStoreBadge} mark={<AppleMark />} />
      <Badge href={playStoreUrl} label={p.playStore} lines={p.playStoreBadge} mark={<PlayMark />} />
    </Group>
  );
}
