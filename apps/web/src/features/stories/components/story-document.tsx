import type { StoryDoc } from '@cue/contracts';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/** One part of a story, read-only, through Tiptap's own schema (never HTML from the server). */
export function StoryDocument({ doc }: { doc: StoryDoc }) {
  const editor = useEditor({ extensions: [StarterKit], content: doc, editable: false }, [doc]);
  return <EditorContent editor={editor} />;
}
