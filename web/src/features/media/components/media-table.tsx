import { useEffect, type ReactNode } from 'react';
import {
  ActionIcon,
  Badge,
  Box,
  Checkbox,
  Group,
  Radio,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconTrash } from '@tabler/icons-react';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import type { MediaSort } from '../api/fetch-media';
import { mediaTexts as t } from '../media.messages';
import { formatDuration, isSelected } from './media-selection';
import { MediaThumb } from './media-thumb';

export type MediaListStatus = {
  loading: boolean;
  fetchingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
};

type Props = {
  items: readonly MediaItem[];
  /** Checkbox (multiple), radio (single) or none (the resources page, where a row opens it). */
  selectionMode: 'multiple' | 'single' | 'none';
  selection?: readonly MediaItem[];
  onToggle?: (item: MediaItem) => void;
  onOpen?: (item: MediaItem) => void;
  canDelete: (item: MediaItem) => boolean;
  onDelete: (item: MediaItem) => void;
  deletingId?: number | null;
  sort: MediaSort;
  onSortToggle: () => void;
  status: MediaListStatus;
  empty: ReactNode;
};

/**
 * The library table of spec 2.13: selection control, thumbnail or document icon, title, duration,
 * file size and the trash button; the sortable 'File Name' column; more pages load as the end of
 * the list comes into view (spec 4.9), with 'LOADING' meanwhile.
 */
export function MediaTable(props: Props) {
  const { items, selectionMode, selection = [], status } = props;
  const { ref: endRef, inViewport: endInView } = useInViewport();
  const { hasMore, fetchingMore, loading, loadMore } = status;

  useEffect(() => {
    if (endInView && hasMore && !fetchingMore && !loading) loadMore();
  }, [endInView, hasMore, fetchingMore, loading, loadMore]);

  const sortedBy =
    props.sort === 'title asc' ? 'ascending' : props.sort === 'title desc' ? 'descending' : 'none';
  const SortIcon =
    sortedBy === 'ascending'
      ? IconArrowUp
      : sortedBy === 'descending'
        ? IconArrowDown
        : IconArrowsSort;
  const withSelection = selectionMode !== 'none';

  const rowClick = (item: MediaItem) =>
    withSelection ? props.onToggle?.(item) : props.onOpen?.(item);

  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {withSelection && <Table.Th w={40} />}
              <Table.Th aria-sort={sortedBy}>
                <UnstyledButton onClick={props.onSortToggle} fw={600} fz="sm">
                  <Group gap={4} wrap="nowrap">
                    {t.fileName}
                    <SortIcon size={14} aria-hidden />
                  </Group>
                </UnstyledButton>
              </Table.Th>
              <Table.Th w={90}>{t.duration}</Table.Th>
              <Table.Th w={100}>{t.size}</Table.Th>
              <Table.Th w={48} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => {
              const chosen = isSelected(selection, item);
              return (
                <Table.Tr
                  key={item.id}
                  onClick={() => rowClick(item)}
                  style={{ cursor: 'pointer' }}
                  bg={chosen ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  {withSelection && (
                    <Table.Td onClick={(event) => event.stopPropagation()}>
                      {selectionMode === 'multiple' ? (
                        <Checkbox
                          checked={chosen}
                          onChange={() => props.onToggle?.(item)}
                          aria-label={t.select(item.title)}
                        />
                      ) : (
                        <Radio
                          checked={chosen}
                          onChange={() => props.onToggle?.(item)}
                          name="media-library-choice"
                          aria-label={t.select(item.title)}
                        />
                      )}
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <MediaThumb item={item} />
                      <Stack gap={0} miw={0}>
                        <Group gap={6} wrap="nowrap">
                          <Text size="sm" fw={500} truncate>
                            {withSelection || !props.onOpen ? (
                              item.title
                            ) : (
                              <UnstyledButton
                                fz="sm"
                                fw={500}
                                aria-label={t.open(item.title)}
                                onClick={(event) => {
                                  event.stopPropagation();
                                  props.onOpen?.(item);
                                }}
                              >
                                {item.title}
                              </UnstyledButton>
                            )}
                          </Text>
                          {item.is_new && (
                            <Badge size="xs" variant="light">
                              {t.newBadge}
                            </Badge>
                          )}
                        </Group>
                        {item.type === 'other' && item.caption && (
                          <Text size="xs" c="dimmed" truncate>
                            {item.caption}
                          </Text>
                        )}
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {item.duration ? formatDuration(item.duration) : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {item.file_size ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td onClick={(event) => event.stopPropagation()}>
                    {props.canDelete(item) && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t.deleteItem(item.title)}
                        loading={props.deletingId === item.id}
                        onClick={() => props.onDelete(item)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!loading && items.length === 0 && props.empty}
      {(loading || fetchingMore) && (
        <Text ta="center" size="xs" fw={700} c="dimmed" lts={1}>
          {t.loading}
        </Text>
      )}
      <Box ref={endRef} h={1} />
    </Stack>
  );
}
