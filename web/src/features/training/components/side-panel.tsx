import { Button, Drawer, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { dayName } from '../model/calendar-labels';
import { addBlock, updateBlock } from '../model/schedule-edits';
import { newBlock } from '../model/schedule-model';
import { sidebarTexts as t } from '../schedule.messages';
import type { SidePanel as Panel } from './build-sidebar';
import { useBuilder, useSchedule } from './builder-context';
import { useSession } from '../../../lib/session/use-session';
import { MacroCalculator } from './macro-calculator';
import { ReviewPanel } from './review-panel';

const titles: Record<Panel, string> = {
  notes: t.notes,
  performance: t.performanceReview,
  macros_review: t.macrosReview,
  calculator: t.macroCalculator,
};

type Props = { panel: Panel | null; visibleDays: readonly string[]; onClose: () => void };

/** The build sidebar's panels: the week's notes, the chosen day's reviews, the macro calculator. */
export function SidePanel({ panel, visibleDays, onClose }: Props) {
  return (
    <Drawer
      opened={panel !== null}
      onClose={onClose}
      position="right"
      title={panel ? titles[panel] : ''}
    >
      {panel === 'notes' && <NotesPanel visibleDays={visibleDays} onClose={onClose} />}
      {panel === 'performance' && <ReviewPanel kind="training" />}
      {panel === 'macros_review' && <ReviewPanel kind="macros" />}
      {panel === 'calculator' && <CalculatorPanel onClose={onClose} />}
    </Drawer>
  );
}

function NotesPanel({
  visibleDays,
  onClose,
}: {
  visibleDays: readonly string[];
  onClose: () => void;
}) {
  const { days } = useSchedule();
  const builder = useBuilder();
  const notes = visibleDays.flatMap((id) =>
    (days[id]?.blocks ?? [])
      .filter((block) => block.kind === 'note' && block.note)
      .map((block) => ({ id, day: days[id]!, block })),
  );
  return (
    <Stack gap="sm">
      <Button
        leftSection={<IconPlus size={14} />}
        onClick={() => {
          onClose();
          builder.addBlock(builder.activeDay, 'note');
        }}
      >
        {t.addNote}
      </Button>
      {notes.length === 0 && <Text c="dimmed">{t.notesEmpty}</Text>}
      {notes.map(({ id, day, block }) => (
        <UnstyledButton
          key={block.key}
          onClick={() => {
            onClose();
            builder.openBlock(id, block.key);
          }}
        >
          <Text size="xs" c="dimmed">
            {dayName(day.key)}
          </Text>
          <Text fw={600}>{block.note!.title}</Text>
          {block.note!.body && (
            <Text size="sm" lineClamp={2}>
              {block.note!.body}
            </Text>
          )}
        </UnstyledButton>
      ))}
    </Stack>
  );
}

/**
 * The macro calculator: its grams become the chosen day's macros block (a new one when the day
 * has none), in the user's own units.
 */
function CalculatorPanel({ onClose }: { onClose: () => void }) {
  const { store, change, activeDay } = useBuilder();
  const me = useSession()?.me.private;
  const units = me ? { weight: me.weight, length: me.length } : undefined;
  return (
    <MacroCalculator
      units={units}
      onApply={(grams) => {
        const macros = { mode: 'exact' as const, ...grams };
        const days = store.get().days;
        const existing = days[activeDay]?.blocks.find((block) => block.kind === 'macros');
        const applied = existing
          ? change(updateBlock(days, activeDay, existing.key, (block) => ({ ...block, macros })))
          : change(addBlock(days, activeDay, newBlock('macros', { macros })));
        if (applied) onClose();
      }}
    />
  );
}
