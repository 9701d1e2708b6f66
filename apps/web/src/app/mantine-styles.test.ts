import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * mantine-styles.ts imports only the stylesheets of the Mantine components the app uses. A
 * component used without its stylesheet (or without that of a component it is built from, such as
 * Input under TextInput) would render unstyled on every phone; this finds them from the source.
 */

const srcRoot = resolve(__dirname, '..');
// The workspace's hoisted node_modules (the package's exports hide its package.json).
const mantineEsm = resolve(__dirname, '../../../../node_modules/@mantine/core/esm');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Values (not types) the app imports from @mantine/core. */
function usedComponents(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(srcRoot)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@mantine\/core'/g)) {
      if (match[1]) continue;
      for (const part of (match[2] ?? '').split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0] ?? '';
        if (name && !name.startsWith('type ')) used.add(name);
      }
    }
  }
  return used;
}

/** The stylesheets a component's module graph uses, each after the ones it is built from. */
function stylesheetsOf(entry: string, seen: Set<string>, order: string[]): void {
  if (seen.has(entry)) return;
  seen.add(entry);
  for (const match of readFileSync(entry, 'utf8').matchAll(/from\s+"(\.[^"]+)"/g)) {
    stylesheetsOf(resolve(dirname(entry), match[1] ?? ''), seen, order);
  }
  const name = basename(entry);
  if (name.endsWith('.module.mjs')) order.push(name.replace('.module.mjs', ''));
}

function importedStylesheets(): string[] {
  const text = readFileSync(join(__dirname, 'mantine-styles.ts'), 'utf8');
  return [...text.matchAll(/import '@mantine\/core\/styles\/([A-Za-z-]+)\.css'/g)].map((m) => m[1] ?? '');
}

describe('Mantine stylesheets', () => {
  it('imports the stylesheet of every Mantine component in use, after those it is built from', () => {
    const imported = importedStylesheets();
    const problems: string[] = [];
    const components = [...usedComponents()].filter((name) =>
      existsSync(join(mantineEsm, 'components', name, `${name}.mjs`)),
    );
    // The check must see the app's components, or it would pass on nothing.
    expect(components).toEqual(expect.arrayContaining(['Button', 'TextInput', 'Modal', 'AppShell']));
    // @mantine/notifications renders core's Notification.
    for (const component of [...components, 'Notification']) {
      const needed: string[] = [];
      stylesheetsOf(join(mantineEsm, 'components', component, `${component}.mjs`), new Set(), needed);
      for (const sheet of needed) {
        if (!imported.includes(sheet)) problems.push(`${component} needs ${sheet}.css`);
      }
      // Its own rules must come after those of the components it is built from, to win over them.
      const own = imported.indexOf(component);
      if (own === -1) continue;
      for (const sheet of needed.filter((name) => name !== component)) {
        if (imported.indexOf(sheet) > own) problems.push(`${component}.css must come after ${sheet}.css`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('starts with the base stylesheets and imports each file once', () => {
    const imported = importedStylesheets();
    expect(imported.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    expect(new Set(imported).size).toBe(imported.length);
  });
});
