import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  CloseButton,
  Group,
  Modal,
  Popover,
  Radio,
  SimpleGrid,
  Stack,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { BREAKPOINTS } from '../../lib/layout';
import { pageFilterMessages as t } from '../../lib/messages';

/** One filter: a radio group whose first option is its default (e.g. 'All', value ''). */
export type PageFilterDef = {
  key: string;
  label: string;
  options: readonly { value: string; label: string }[];
};

export type PageFilterValues = Record<string, string>;

type Props = {
  filters: readonly PageFilterDef[];
  values: PageFilterValues;
  onChange: (values: PageFilterValues) => void;
  /** Columns of filters in the dropdown and the modal. */
  columns?: number;
};

/** Spec 2.16: the mobile modal from the tablet breakpoint down. */
const NARROW_QUERY = `(max-width: ${BREAKPOINTS.tablet}px)`;

const defaultsOf = (filters: readonly PageFilterDef[]): PageFilterValues =>
  Object.fromEntries(filters.map((filter) => [filter.key, filter.options[0]?.value ?? '']));

function FilterFields({ filters, values, onChange, columns }: Props & { columns: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: columns }} spacing="lg">
      {filters.map((filter) => (
        <Radio.Group
          key={filter.key}
          label={filter.label}
          value={values[filter.key] ?? filter.options[0]?.value ?? ''}
          onChange={(value) => onChange({ ...values, [filter.key]: value })}
        >
          <Stack gap={6} mt="xs">
            {filter.options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
      ))}
    </SimpleGrid>
  );
}

/**
 * The page filter of spec 2.16 and 4.10: a 'Filters' button (a square icon button on narrow
 * screens). Wide screens get a dropdown that applies each change at once; narrow screens a
 * 'Filter' modal with 'Clear' and 'Apply Filter', whose unapplied changes are dropped when it
 * closes. Values other than a filter's default show as removable badges.
 */
export function PageFilter({ filters, values, onChange, columns = filters.length }: Props) {
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false });
  const [draft, setDraft] = useState<PageFilterValues | null>(null);
  const defaults = defaultsOf(filters);
  const active = filters.flatMap((filter) => {
    const value = values[filter.key];
    const option = filter.options.find((o) => o.value === value);
    return option && value !== defaults[filter.key] ? [{ filter, option }] : [];
  });

  const button = narrow ? (
    <ActionIcon
      variant="default"
      size="input-sm"
      aria-label={t.filters}
      onClick={() => setDraft(values)}
    >
      <IconFilter size={18} />
    </ActionIcon>
  ) : (
    <Button variant="default" leftSection={<IconFilter size={16} />}>
      {t.filters}
    </Button>
  );

  return (
    <>
      {narrow ? (
        button
      ) : (
        <Popover position="bottom-end" shadow="md" withArrow>
          <Popover.Target>{button}</Popover.Target>
          <Popover.Dropdown>
            <FilterFields filters={filters} values={values} onChange={onChange} columns={columns} />
          </Popover.Dropdown>
        </Popover>
      )}
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={t.modalTitle}>
        {draft && (
          <Stack>
            <FilterFields filters={filters} values={draft} onChange={setDraft} columns={1} />
            <Group justify="space-between">
              <Button
                variant="default"
                onClick={() => {
                  onChange(defaults);
                  setDraft(null);
                }}
              >
                {t.clear}
              </Button>
              <Button
                onClick={() => {
                  onChange(draft);
                  setDraft(null);
                }}
              >
                {t.apply}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      {active.length > 0 && (
        <Group gap="xs" w="100%">
          {active.map(({ filter, option }) => (
            <Badge
              key={filter.key}
              variant="light"
              rightSection={
                <CloseButton
                  size="xs"
                  variant="transparent"
                  aria-label={t.remove(option.label)}
                  onClick={() => onChange({ ...values, [filter.key]: defaults[filter.key]! })}
                />
              }
            >
              {option.label}
            </Badge>
          ))}
        </Group>
      )}
    </>
  );
}
