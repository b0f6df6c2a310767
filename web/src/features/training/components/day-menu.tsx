import { ActionIcon, Menu } from '@mantine/core';
import {
  IconClipboard,
  IconClipboardCopy,
  IconCopy,
  IconDots,
  IconDeviceFloppy,
  IconEye,
  IconFlag,
  IconPencil,
  IconPlus,
  IconTemplate,
  IconTrash,
  IconTrophy,
} from '@tabler/icons-react';
import { dayName } from '../model/calendar-labels';
import { setLastActive } from '../model/schedule-edits';
import type { DraftDay } from '../model/schedule-model';
import { builderTexts, dayTexts as t } from '../schedule.messages';
import { useBuilder } from './builder-context';
import { useReview } from './review-context';

/**
 * A day's actions (spec 2.6): review mode, add blocks, insert a template, copy and paste, save as
 * a template, the last active day, delete. A day in review mode offers build mode only.
 */
export function DayMenu({ id, day }: { id: string; day: DraftDay }) {
  const { reviewing, toggleReview } = useReview();
  const name = dayName(day.key);
  const inReview = reviewing.has(id);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t.actions(name)}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={inReview ? <IconPencil size={14} /> : <IconEye size={14} />}
          onClick={() => toggleReview(id)}
        >
          {inReview ? builderTexts.buildMode : builderTexts.reviewMode}
        </Menu.Item>
        {!inReview && <BuildItems id={id} day={day} />}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The day's building actions. */
function BuildItems({ id, day }: { id: string; day: DraftDay }) {
  const { store, addBlock, copy, paste, clipboard, change, askDeleteDay } = useBuilder();
  const { insertTemplate, saveAsTemplate } = useBuilder();
  return (
    <>
      <Menu.Divider />
      <Menu.Item leftSection={<IconPlus size={14} />} onClick={() => addBlock(id, 'training')}>
        {t.addTraining}
      </Menu.Item>
      <Menu.Item leftSection={<IconPlus size={14} />} onClick={() => addBlock(id, 'sets')}>
        {t.addSets}
      </Menu.Item>
      <Menu.Item leftSection={<IconPlus size={14} />} onClick={() => addBlock(id, 'macros')}>
        {t.addMacros}
      </Menu.Item>
      <Menu.Item leftSection={<IconTrophy size={14} />} onClick={() => addBlock(id, 'challenge')}>
        {t.insertChallenge}
      </Menu.Item>
      <Menu.Item leftSection={<IconTemplate size={14} />} onClick={() => insertTemplate(id)}>
        {t.insertTemplate}
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item leftSection={<IconCopy size={14} />} onClick={() => copy([id])}>
        {t.copy}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconClipboard size={14} />}
        disabled={!clipboard}
        onClick={() => paste(id, 'append')}
      >
        {t.paste}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconClipboardCopy size={14} />}
        disabled={!clipboard}
        onClick={() => paste(id, 'replace')}
      >
        {t.pasteKeeping}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconDeviceFloppy size={14} />}
        disabled={day.blocks.length === 0}
        onClick={() => saveAsTemplate([id])}
      >
        {t.saveAsTemplate}
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item
        leftSection={<IconFlag size={14} />}
        onClick={() => change(setLastActive(store.get().days, id, !day.last_active))}
      >
        {day.last_active ? t.unmarkLastActive : t.markLastActive}
      </Menu.Item>
      <Menu.Item
        color="red"
        leftSection={<IconTrash size={14} />}
        disabled={day.blocks.length === 0 && !day.last_active}
        onClick={() => askDeleteDay(id)}
      >
        {t.delete}
      </Menu.Item>
    </>
  );
}
