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
import { mayInsertTemplates, type TemplateKind } from '@forma/contract/templates/templates.rules';
import type { Template } from '@forma/contract/templates/templates.schemas';
import type { BlockInput } from '@forma/contract/training/schedule.schemas';
import { useSession } from '../../../app/use-session';
import { UpgradeModal } from '../../exercises';
import { templateQueryOptions, templatesQueryOptions } from '../api/get-templates';
import { templateMessages, templatesTexts as t } from '../templates.messages';

/** A day of an inserted template: its offset from the day chosen, blocks ready to save. */
export type InsertedDay = { offset: number; blocks: BlockInput[] };

export type InsertTemplateModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The template's days, each block carrying its template_id (the schedule save's gate). */
  onInsert: (days: InsertedDay[]) => void;
};

/** The template's days as the schedule's input: no exercise names, the template named. */
export function insertedDays(template: Template): InsertedDay[] {
  return template.content.days.map((day) => ({
    offset: day.offset,
    blocks: day.blocks.map((block) => ({
      ...block,
      template_id: template.id,
      exercises: block.exercises.map(({ exercise: _named, ...entry }) => entry),
    })),
  }));
}

/**
 * The builder's 'insert template' (spec 2.6): pick a day or week template of the account
 * (searched, 300 ms) and hand its days to `onInsert`. Inserting needs PROFESSIONAL (spec 6): a
 * coach without it meets the upgrade prompt instead.
 */
export function InsertTemplateModal({ opened, onClose, onInsert }: InsertTemplateModalProps) {
  const session = useSession();
  const allowed = mayInsertTemplates(session?.me.current.subscription ?? null);
  if (!allowed) {
    return <UpgradeModal opened={opened} onClose={onClose} message={templateMessages.restricted} />;
  }
  return (
    <Modal opened={opened} onClose={onClose} title={t.insertTitle} size="md">
      {opened && <TemplatePicker onClose={onClose} onInsert={onInsert} />}
    </Modal>
  );
}

function TemplatePicker({ onClose, onInsert }: Omit<InsertTemplateModalProps, 'opened'>) {
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
      onInsert(insertedDays(template));
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
          <Loader aria-label={t.listLabel} />
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
