import '@mantine/tiptap/styles.css';
import { useEffect, useId } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

type Props = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: React.ReactNode;
  description?: React.ReactNode;
  minHeight?: number;
};

/** The HTML an empty editor produces; stored as ''. */
const EMPTY_HTML = '<p></p>';

/**
 * A labelled rich text field (HTML in, HTML out). The server sanitises what it stores; the
 * editable area is a named textbox so assistive technology and tests find it by its label.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  description,
  minHeight = 140,
}: Props) {
  const labelId = useId();
  const editor = useEditor({
    // StarterKit's own Link is replaced by Mantine's, which adds the link control's shortcut.
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        style: `min-height: ${minHeight}px`,
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChange(html === EMPTY_HTML ? '' : html);
    },
  });

  // A value set from outside (a reset, a server reload) replaces the content.
  useEffect(() => {
    if (!editor) return;
    const current = editor.getHTML();
    if (value !== current && !(value === '' && current === EMPTY_HTML)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId }}
      description={description}
      error={error}
    >
      <MantineEditor editor={editor} mt={4}>
        <MantineEditor.Toolbar>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Underline />
            <MantineEditor.ClearFormatting />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.H2 />
            <MantineEditor.H3 />
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            <MantineEditor.Blockquote />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content />
      </MantineEditor>
    </Input.Wrapper>
  );
}
