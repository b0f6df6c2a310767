import { Group, Radio, SimpleGrid, Text } from '@mantine/core';

type Option<Value extends string> = { value: Value; label: string };

type Props<Value extends string> = {
  label: string;
  options: readonly Option<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  columns?: number;
  error?: string;
};

/** A single-choice question as tappable cards (radio semantics: arrow keys, one checked). */
export function OptionCards<Value extends string>({
  label,
  options,
  value,
  onChange,
  columns = 2,
  error,
}: Props<Value>) {
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={(next) => onChange(next as Value)}
      error={error}
      styles={{ label: { fontWeight: 600, marginBottom: 8 } }}
    >
      <SimpleGrid cols={{ base: 1, xs: columns }} spacing="xs">
        {options.map((option) => (
          <Radio.Card
            key={option.value}
            value={option.value}
            radius="md"
            p="sm"
            aria-label={option.label}
          >
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator size="sm" />
              <Text size="sm">{option.label}</Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
