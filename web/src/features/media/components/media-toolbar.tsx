import {
  Badge,
  Button,
  Checkbox,
  CloseButton,
  Group,
  Popover,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import type { MediaType } from '@forma/contract/media/media.schemas';
import { mediaTexts as t } from '../media.messages';

/** The type filter's options in the order of spec 2.13. */
const TYPE_ORDER: readonly MediaType[] = ['video', 'video_link', 'image', 'other'];

type Props = {
  search: string;
  onSearchChange: (value: string) => void;
  /** Hidden on the product tab (spec 2.13). */
  showFilters: boolean;
  kinds: readonly MediaType[];
  onKindsChange: (kinds: MediaType[]) => void;
  allowedTypes: readonly MediaType[];
};

/**
 * Search ('Search…') and the Filters control with its one filter, type, applied as it changes;
 * active values show as removable badges (spec 2.13, 2.16).
 */
export function MediaToolbar(props: Props) {
  const options = TYPE_ORDER.filter((type) => props.allowedTypes.includes(type));
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap">
        <TextInput
          flex={1}
          type="search"
          placeholder={t.search}
          aria-label={t.search}
          leftSection={<IconSearch size={16} />}
          value={props.search}
          onChange={(event) => props.onSearchChange(event.currentTarget.value)}
        />
        {props.showFilters && (
          <Popover position="bottom-end" shadow="md" withArrow>
            <Popover.Target>
              <Button variant="default" leftSection={<IconFilter size={16} />}>
                {t.filters}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Checkbox.Group
                label={t.typeFilter}
                value={[...props.kinds]}
                onChange={(value) =>
                  props.onKindsChange(TYPE_ORDER.filter((type) => value.includes(type)))
                }
              >
                <Stack gap="xs" mt="xs">
                  {options.map((type) => (
                    <Checkbox key={type} value={type} label={t.typeLabels[type]} />
                  ))}
                </Stack>
              </Checkbox.Group>
            </Popover.Dropdown>
          </Popover>
        )}
      </Group>
      {props.showFilters && props.kinds.length > 0 && (
        <Group gap="xs">
          {props.kinds.map((kind) => (
            <Badge
              key={kind}
              variant="light"
              rightSection={
                <CloseButton
                  size="xs"
                  variant="transparent"
                  aria-label={t.removeFilter(t.typeLabels[kind])}
                  onClick={() => props.onKindsChange(props.kinds.filter((k) => k !== kind))}
                />
              }
            >
              {t.typeLabels[kind]}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
