import { Select } from '@mantine/core';
import { builderTexts as t } from '../schedule.messages';

type Props = {
  clients: { userId: number; row: { full_name: string; email: string | null } }[];
  value: number | null;
  onChange: (userId: number | null) => void;
};

/** 1-2-1: whose calendar the builder shows (spec 1: a separate calendar per client). */
export function ClientPicker({ clients, value, onChange }: Props) {
  return (
    <Select
      label={t.client}
      placeholder={t.clientPlaceholder}
      searchable
      allowDeselect={false}
      maw={320}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      data={clients.map(({ userId, row }) => ({
        value: String(userId),
        label: row.email ? `${row.full_name} (${row.email})` : row.full_name,
      }))}
    />
  );
}
