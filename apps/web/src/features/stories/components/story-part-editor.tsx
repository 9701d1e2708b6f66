import type { StoryDoc } from '@cue/contracts';
import { Stack, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { storyExtensions } from './story-extensions';

/** The toolbar's words in the page's language (Mantine's defaults are English). */
function useToolbarLabels() {
  const { t } = useTranslation();
  return {
    boldControlLabel: t('stories.toolbar.bold'),
    italicControlLabel: t('stories.toolbar.italic'),
    underlineControlLabel: t('stories.toolbar.underline'),
    bulletListControlLabel: t('stories.toolbar.bulletList'),
    orderedListControlLabel: t('stories.toolbar.orderedList'),
    linkControlLabel: t('stories.toolbar.link'),
    unlinkControlLabel: t('stories.toolbar.unlink'),
    linkEditorInputLabel: t('stories.toolbar.linkAddress'),
    linkEditorInputPlaceholder: 'https://',
    linkEditorExternalLink: t('stories.toolbar.linkNewTab'),
    linkEditorInternalLink: t('stories.toolbar.linkSameTab'),
    linkEditorSave: t('stories.toolbar.linkSave'),
  };
}

/**
 * One part of a story as rich text. The document starts from `value` (the editor owns it from
 * then on: the parent remounts it with a new key to replace it) and reports every change.
 * `dir="auto"` sets each paragraph's direction from its first letters, so Arabic or Hebrew
 * reads right to left in any interface language.
 */
export function StoryPartEditor({
  label,
  value,
  onChange,
}: {
  label: string;
  value: StoryDoc;
  onChange: (doc: StoryDoc) => void;
}) {
  const labelId = useId();
  const labels = useToolbarLabels();
  // The editor is made once; it reports to the latest handler.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const editor = useEditor({
    extensions: storyExtensions({ editable: true }),
    content: value,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, dir: 'auto' },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.getJSON() as StoryDoc),
  });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <RichTextEditor editor={editor} labels={labels}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={120} />
      </RichTextEditor>
    </Stack>
  );
}
