import { Button, Divider, Stack, Text, Tooltip, type ButtonProps } from '@mantine/core';
import {
  IconBarbell,
  IconCalculator,
  IconChartBar,
  IconListNumbers,
  IconNotes,
  IconSalad,
  IconTemplate,
  IconToolsKitchen2,
  IconTrophy,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { dayName } from '../model/calendar-labels';
import { reviewTexts } from '../review.messages';
import { sidebarTexts as t } from '../schedule.messages';
import { useBuilder, useSchedule } from './builder-context';

export type SidePanel = 'notes' | 'performance' | 'macros_review' | 'calculator';

type Props = { onOpenPanel: (panel: SidePanel) => void; horizontal?: boolean };

function SidebarButton({
  tip,
  shortcut,
  ...props
}: ButtonProps & {
  tip?: string;
  shortcut?: string;
  onClick?: () => void;
  children: ReactNode;
  leftSection: ReactNode;
}) {
  const button = (
    <Button
      variant="default"
      justify="flex-start"
      size="xs"
      aria-keyshortcuts={shortcut}
      style={{ flexShrink: 0 }}
      {...props}
    />
  );
  return tip ? (
    <Tooltip label={tip} position="right" withArrow>
      {button}
    </Tooltip>
  ) : (
    button
  );
}

/**
 * The build sidebar (spec 2.6): adds blocks to the chosen day and opens the side panels. In
 * review mode it opens the chosen day's reviews only.
 */
export function BuildSidebar({ onOpenPanel, horizontal = false }: Props) {
  const { activeDay, mode } = useBuilder();
  const day = useSchedule().days[activeDay];
  const Wrap = horizontal ? HorizontalRow : Stack;
  const building = mode === 'build';

  return (
    <nav aria-label={t.label}>
      <Wrap gap={6}>
        {day && !horizontal && (
          <Text size="xs" c="dimmed">
            {building ? t.addFor(dayName(day.key)) : reviewTexts.panelFor(dayName(day.key))}
          </Text>
        )}
        {building && <BuildButtons onOpenPanel={onOpenPanel} horizontal={horizontal} />}
        <SidebarButton
          leftSection={<IconChartBar size={14} />}
          onClick={() => onOpenPanel('performance')}
        >
          {t.performanceReview}
        </SidebarButton>
        <SidebarButton
          leftSection={<IconToolsKitchen2 size={14} />}
          onClick={() => onOpenPanel('macros_review')}
        >
          {t.macrosReview}
        </SidebarButton>
        {building && (
          <SidebarButton
            leftSection={<IconCalculator size={14} />}
            onClick={() => onOpenPanel('calculator')}
          >
            {t.macroCalculator}
          </SidebarButton>
        )}
      </Wrap>
    </nav>
  );
}

/** The buttons that add to the chosen day, and its notes. */
function BuildButtons({ onOpenPanel, horizontal }: Required<Props>) {
  const { activeDay, addBlock, insertTemplate } = useBuilder();
  const day = useSchedule().days[activeDay];
  const add = (kind: Parameters<typeof addBlock>[1]) => () => addBlock(activeDay, kind);
  return (
    <>
      <SidebarButton
        leftSection={<IconBarbell size={14} />}
        tip={t.trainingShortcut}
        shortcut="Alt+N Control+N"
        onClick={add('training')}
      >
        {t.training}
      </SidebarButton>
      <SidebarButton leftSection={<IconListNumbers size={14} />} onClick={add('sets')}>
        {t.sets}
      </SidebarButton>
      <SidebarButton leftSection={<IconTrophy size={14} />} onClick={add('challenge')}>
        {t.challenge}
      </SidebarButton>
      <SidebarButton leftSection={<IconSalad size={14} />} onClick={add('macros')}>
        {t.macros}
      </SidebarButton>
      <SidebarButton
        leftSection={<IconTemplate size={14} />}
        tip={day ? t.templateFor(dayName(day.key)) : undefined}
        onClick={() => insertTemplate(activeDay)}
      >
        {t.template}
      </SidebarButton>
      {!horizontal && <Divider my={4} />}
      <SidebarButton
        leftSection={<IconNotes size={14} />}
        tip={t.noteShortcut}
        shortcut="Alt+Shift+N Control+Shift+N"
        onClick={() => onOpenPanel('notes')}
      >
        {t.notes}
      </SidebarButton>
    </>
  );
}

function HorizontalRow({ children, gap }: { children: ReactNode; gap: number }) {
  return (
    <div style={{ display: 'flex', gap, overflowX: 'auto', paddingBottom: 4 }}>{children}</div>
  );
}
