import type { StoryDoc } from '@cue/contracts';
import { Typography } from '@mantine/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect } from 'react';
import { storyExtensions } from './story-extensions';

/**
 * One part of a story, read only. Tiptap renders the stored JSON through the same schema the
 * editor uses (never HTML from the server); `dir="auto"` lets an Arabic or Hebrew story read
 * right to left whatever the page's language.
 */
export function StoryDocument({ doc, label }: { doc: StoryDoc; label?: string }) {
  const editor = useEditor({
    extensions: storyExtensions({ editable: false }),
    content: doc,
    editable: false,
    // Tiptap names every editor a textbox; read only, a story is text to read, not a field
    // (a nameless textbox to a screen reader).
    editorProps: { attributes: { role: 'none' } },
  });
  // A realtime refresh brings a newer document: show it in place.
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.commands.setContent(doc, { emitUpdate: false });
  }, [editor, doc]);
  return (
    <Typography dir="auto" aria-label={label}>
      <EditorContent editor={editor} />
    </Typography>
  );
}
