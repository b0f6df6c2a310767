import { Stack } from '@mantine/core';
import { trainingMessages as m } from '@forma/contract/training/schedule.messages';
import type { DraftBlock } from '../model/schedule-model';
import { blockTexts as t } from '../schedule.messages';
import { CommitText } from './commit-text';
import { MacrosBlockEditor } from './macros-block-editor';

/** The schema's lengths; the note body's is DECISIONS.md's 5,000. */
const MAX = { title: 120, text: 5000, scoreType: 40, noteBody: 5000 } as const;
const within = (max: number) => (text: string) => (text.length > max ? m.tooLong(max) : null);
const noteTitle = (text: string) =>
  text.trim().length < 2 || text.trim().length > 64 ? m.noteTitle : null;
const challengeName = (text: string) => (text.trim() === '' ? m.required : within(MAX.title)(text));

type Props = { block: DraftBlock; onChange: (next: (block: DraftBlock) => DraftBlock) => void };

/** A block's own fields by kind (spec 3: training, sets, macros, challenge, note). */
export function BlockFields({ block, onChange }: Props) {
  const set = (patch: Partial<DraftBlock>) => onChange((current) => ({ ...current, ...patch }));

  if (block.kind === 'note' && block.note) {
    const note = block.note;
    return (
      <Stack gap="sm">
        <CommitText
          label={t.noteTitle}
          required
          value={note.title}
          validate={noteTitle}
          onCommit={(title) => set({ note: { ...note, title: title.trim() } })}
          data-autofocus
        />
        <CommitText
          multiline
          label={t.noteBody}
          value={note.body}
          validate={within(MAX.noteBody)}
          onCommit={(body) => set({ note: { ...note, body } })}
        />
      </Stack>
    );
  }
  if (block.kind === 'challenge' && block.challenge) {
    const challenge = block.challenge;
    return (
      <Stack gap="sm">
        <CommitText
          label={t.challengeName}
          required
          value={challenge.name}
          validate={challengeName}
          onCommit={(name) => set({ challenge: { ...challenge, name: name.trim() } })}
          data-autofocus
        />
        <CommitText
          label={t.scoreType}
          placeholder={t.scoreTypePlaceholder}
          value={challenge.score_type}
          validate={within(MAX.scoreType)}
          onCommit={(score_type) => set({ challenge: { ...challenge, score_type } })}
        />
        <CommitText
          multiline
          label={t.description}
          value={challenge.description}
          validate={within(MAX.text)}
          onCommit={(description) => set({ challenge: { ...challenge, description } })}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <CommitText
        label={t.title}
        value={block.title}
        validate={within(MAX.title)}
        onCommit={(title) => set({ title })}
        data-autofocus
      />
      {block.kind === 'macros' ? (
        <MacrosBlockEditor value={block.macros} onCommit={(macros) => set({ macros })} />
      ) : (
        <CommitText
          multiline
          label={t.instructions}
          placeholder={block.kind === 'sets' ? t.setsPlaceholder : undefined}
          value={block.instructions}
          validate={within(MAX.text)}
          onCommit={(instructions) => set({ instructions })}
        />
      )}
    </Stack>
  );
}
