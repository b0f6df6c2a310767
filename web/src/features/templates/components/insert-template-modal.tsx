import { useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TemplateKind } from '@forma/contract/templates/templates.rules';
import type { Template } from '@forma/contract/templates/templates.schemas';
import { templateQueryOptions, templatesQueryOptions } from '../api/get-templates';
import { templatesTexts as t } from '../templates.messages';

export type InsertTemplateModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The day it goes into, named for the coach ('Week 1, Day 3'). */
  target: string;
  /** The picked template, read whole (its days by offset, exercises named). */
  onInsert: (template: Template) => void;
};

/**
 * The builder's 'insert template' (spec 2.6): pick a day or week template of the account
 * (searched, 300 ms) and hand it, read whole, to `onInsert`. Inserting needs PROFESSIONAL
 * (spec 6): the builder opens its upgrade prompt instead of this modal for other coaches.
 */
export function InsertTemplateModal({ opened, ...props }: InsertTemplateModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={t.insertTitle} size="md">
      {opened && <TemplatePicker {...props} />}
    </Modal>
  );
}

function TemplatePicker({ onClose, onInsert, target }: Omit<InsertTemplateModalProps, 'opened'>) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<TemplateKind>('day');
  const [search, setSearch] = useState('');
  const [searchTerm] = useDebouncedValue(search.trim(), 300);
  const [picked, setPicked] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const list = useQuery(templatesQueryOptions({ kind, page: 1, search: searchTerm }));
  const items = list.data?.items ?? [];

  const insert = async () => {
    if (!picked) return;
    setLoading(true);
    setFailed(false);
    try {
      const template = await queryClient.fetchQuery(templateQueryOptions(Number(picked)));
      onInsert(template);
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Stack>
      <SegmentedControl
        aria-label={t.kindLabel}
        value={kind}
        onChange={(value) => {
          setKind(value as TemplateKind);
          setPicked(null);
        }}
        data={[
          { value: 'day', label: t.kindDay },
          { value: 'week', label: t.kindWeek },
        ]}
      />
      <Text size="sm" c="dimmed">
        {t.insertPlace(kind, target)}
      </Text>
      <TextInput
        type="search"
        aria-label={t.search}
        placeholder={t.search}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      {list.isPending ? (
        <Center py="md">
          <Loader role="progressbar" aria-label={t.listLabel} />
        </Center>
      ) : list.isError ? (
        <Alert color="red">{t.loadFailed}</Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {searchTerm ? t.noResults : t.emptyTitle(kind)}
        </Text>
      ) : (
        <Radio.Group value={picked} onChange={setPicked} label={t.listLabel}>
          <Stack gap="xs" mt="xs">
            {items.map((item) => (
              <Radio
                key={item.id}
                value={String(item.id)}
                label={item.name}
                description={kind === 'week' ? t.weeksCount(item.weeks) : t.blocks(item.blocks)}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {failed && <Alert color="red">{t.insertFailed}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button onClick={insert} disabled={!picked} loading={loading}>
          {t.insert}
        </Button>
      </Group>
    </Stack>
  );
}
