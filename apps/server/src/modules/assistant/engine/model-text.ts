/**
 * Model words quoted where a teacher reads them outside the answer (an error, a note, the task
 * log) are cut to a length: a small model can write a whole page where one word was expected,
 * and an error line or a task log entry must stay readable (issue 18).
 */
export function clipModelText(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max - 1);
  // At a word's end when one is near, so the cut does not split a word.
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
