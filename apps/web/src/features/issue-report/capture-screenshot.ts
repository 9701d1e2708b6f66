/** Marks elements left out of the page screenshot (the issue-report modal itself). */
export const SCREENSHOT_EXCLUDED_CLASS = 'cue-screenshot-excluded';

function dataUrlToBlob(dataUrl: string): Blob {
  const [header = '', data = ''] = dataUrl.split(',');
  const type = /data:([^;]+)/.exec(header)?.[1] ?? 'image/png';
  const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type });
}

/** A PNG of the whole page as the user sees it, without the report modal over it. */
export async function captureScreenshot(): Promise<Blob> {
  // Loaded on demand: most visits never take a screenshot.
  const { domToPng } = await import('modern-screenshot');
  const dataUrl = await domToPng(document.body, {
    filter: (node) => !(node instanceof Element && node.classList.contains(SCREENSHOT_EXCLUDED_CLASS)),
  });
  return dataUrlToBlob(dataUrl);
}
