import type { TemplateActions } from '../hooks/use-template-actions';
import { dayName } from '../model/calendar-labels';
import { dayDistance, keyOfId } from '../model/calendar-shape';
import { templateContent } from '../model/template-days';
import { dayTexts } from '../schedule.messages';
import { useTemplateSlots } from '../template-slots';
import { useSchedule } from './builder-context';

/** The chosen days named from the first to the last ('Week 1, Day 1 to Week 1, Day 7'). */
function spanName(ids: readonly string[]): string {
  const keys = ids.map(keyOfId).sort((a, b) => dayDistance(b, a));
  const first = dayName(keys[0]!);
  return keys.length === 1 ? first : dayTexts.span(first, dayName(keys.at(-1)!));
}

/** The builder's template modals: insert one at a day, save days as one. */
export function TemplateModals({ templates }: { templates: TemplateActions }) {
  const { days } = useSchedule();
  const { InsertTemplateModal, SaveTemplateModal } = useTemplateSlots();
  const { inserting, saving } = templates;
  return (
    <>
      <InsertTemplateModal
        opened={inserting !== null}
        target={inserting ? dayName(keyOfId(inserting)) : ''}
        onClose={templates.closeInsert}
        onInsert={templates.insert}
      />
      {saving && (
        <SaveTemplateModal
          kind={saving.length === 1 ? 'day' : 'week'}
          content={templateContent(days, saving)}
          span={spanName(saving)}
          onClose={templates.closeSave}
        />
      )}
    </>
  );
}
