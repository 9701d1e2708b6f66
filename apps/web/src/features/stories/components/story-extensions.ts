import StarterKit from '@tiptap/starter-kit';

/**
 * The Tiptap schema of a story part: exactly the nodes and marks `storyDocProblem` accepts
 * (paragraphs, headings 2–3, lists, quotes, hard breaks; bold, italic, underline, strike, links),
 * so nothing the editor makes is refused by the server, and the reader renders what it stores.
 * The editor and the read-only renderer share it.
 */
export function storyExtensions(options: { editable: boolean }) {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      horizontalRule: false,
      heading: { levels: [2, 3] },
      link: {
        openOnClick: !options.editable,
        autolink: options.editable,
        protocols: ['http', 'https', 'mailto'],
        isAllowedUri: (url) => /^(https?:\/\/|mailto:)/i.test(url),
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      },
    }),
  ];
}
