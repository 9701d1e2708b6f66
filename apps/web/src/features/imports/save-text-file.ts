/** Hands text to the browser as a download (an export, a template). */
export function saveTextFile(fileName: string, text: string, type: string): void {
  // A byte-order mark lets spreadsheet programs read the UTF-8 (Arabic, Hebrew names) correctly.
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
