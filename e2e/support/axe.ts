import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type AxeCore from 'axe-core';
import type { Page } from 'playwright-core';

/*
 * axe-core in the page (issue 10's accessibility bar): the screens a teacher and a parent use must
 * have no critical or serious failure. axe-core is a test dependency only; its script is injected
 * into the page under test, nothing is downloaded.
 */

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;
const source = (): Promise<string> =>
  (axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8'));

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** The first failing elements: their selector and the start of their HTML. */
  targets: string[];
}

/** The critical and serious WCAG 2.1 A/AA failures on the page as it is now. */
export async function seriousAccessibilityFailures(page: Page): Promise<AxeFinding[]> {
  // Evaluated through the browser's debugging protocol, which the page's Content Security Policy
  // (script-src 'self') rightly does not allow for an inline script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await source());
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes
          .slice(0, 5)
          .map((node) =>
            `${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`.slice(0, 400),
          ),
      }));
  });
}
