import { useState } from 'react';
import { templateMessages } from '@forma/contract/templates/templates.messages';
import type { Template } from '@forma/contract/templates/templates.schemas';
import { showAlert } from '../../../components/feedback/show-alert';
import { keyOfId, type CalendarShape } from '../model/calendar-shape';
import { pasteTargets, type Clipboard, type PasteMode } from '../model/clipboard';
import { templateClipboard } from '../model/template-days';
import { dayTexts } from '../schedule.messages';

type Options = {
  shape: CalendarShape;
  /** Inserting templates is PROFESSIONAL (spec 6). */
  professional: boolean;
  askUpgrade: (message: string) => void;
  /** The builder's paste: reads the days first, answers whether the change was applied. */
  pasteAt: (clip: Clipboard, dayId: string, mode: PasteMode) => Promise<boolean>;
};

/**
 * Templates in the builder: the day a template is being inserted into, the days being saved as
 * one. A template goes in as a paste appended at the chosen day (its offset 0), whatever the
 * calendar (docs/decisions/templates.md 'Templates in the builder').
 */
export function useTemplateActions({ shape, professional, askUpgrade, pasteAt }: Options) {
  const [inserting, setInserting] = useState<string | null>(null);
  const [saving, setSaving] = useState<readonly string[] | null>(null);

  const insert = async (template: Template) => {
    if (!inserting) return;
    const clip = templateClipboard(template);
    const left = clip.days.length - pasteTargets(shape, clip, keyOfId(inserting)).length;
    if (await pasteAt(clip, inserting, 'append')) {
      const text = left
        ? dayTexts.templateInsertedCut(template.name, left)
        : dayTexts.templateInserted(template.name);
      showAlert('info', text, { autoClose: 4000 });
    }
  };

  return {
    /** The day the insert modal is open for. */
    inserting,
    askInsert: (dayId: string) =>
      professional ? setInserting(dayId) : askUpgrade(templateMessages.restricted),
    insert: (template: Template) => void insert(template),
    closeInsert: () => setInserting(null),
    /** The days 'Save as template' is open for. */
    saving,
    askSave: (dayIds: readonly string[]) => setSaving(dayIds),
    closeSave: () => setSaving(null),
  };
}

export type TemplateActions = ReturnType<typeof useTemplateActions>;
