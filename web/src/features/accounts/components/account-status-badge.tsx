import { Badge } from '@mantine/core';

// DECISIONS.md "Status colours".
const PRIMARY = ['active', 'all good'];
const ORANGE = ['trial', 'pending', 'missed payment', 'needs training', '3 days left'];
const DANGER = [
  'cancelled',
  'canceled',
  'expired',
  'incomplete',
  'invalid account',
  'program empty',
  'past due',
];

export function statusColor(status: string): string {
  const key = status.toLowerCase();
  if (PRIMARY.some((word) => key.startsWith(word))) return 'var(--mantine-primary-color-filled)';
  if (ORANGE.some((word) => key.startsWith(word))) return 'orange';
  if (DANGER.some((word) => key.startsWith(word))) return 'red';
  return 'gray';
}

export function AccountStatusBadge({ status }: { status: string }) {
  if (!status) return null;
  return (
    <Badge color={statusColor(status)} variant="light" radius="sm">
      {status}
    </Badge>
  );
}
