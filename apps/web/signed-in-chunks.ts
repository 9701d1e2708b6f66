import { dirname, resolve as resolvePath } from 'node:path';
import type { Plugin } from 'vite';

/*
 * Fewer, larger chunks for the signed-in shell (docs/decisions/021-web-delivery.md, "Round 2").
 * Left to itself, the bundler splits the code shared by lazy screens into one chunk per set of
 * screens sharing it: the teacher dashboard's first render loaded 79 scripts, most under 1 KB (a
 * Mantine Button, a query key). The built server speaks HTTP/1.1, where a phone opens six
 * connections per host and each further wave of scripts costs a round trip, so the number of
 * files, not their bytes, set the dashboard's first paint.
 *
 * Two chunks are formed from the module graph, not from a hand-kept list of files:
 * - `signed-in`: what every signed-in first render needs (the signed-in routes, the navigation
 *   guard, the shell, its English, the user's details), and what the staff and the parent shells
 *   both use (menus, avatars);
 * - `staff-shell`: what only the staff layout and the dashboard screen add (top bar, its slots,
 *   Cue's buttons, the today cards). A parent never downloads it.
 * Each takes only what its roots import statically (what they load on demand stays lazy), and
 * never a module that a signed-out visitor's code can load (a public page, the maintenance
 * screen, a toast): nobody signed out downloads either chunk. The first download itself is the
 * build's `$initial` group (vite.config.ts), so the sign-in budget holds (decision 007). Later
 * screens and dialogs are split as before.
 */

/** Source files (under apps/web/) whose static imports form each chunk. */
const signedInRoots = [
  'src/app/signed-in-routes.tsx',
  'src/app/navigation/navigation-guard.tsx',
  'src/app/layouts/signed-in-layout.tsx',
  'src/locales/en/signed-in.ts',
  'src/features/users/api/get-current-user.ts',
];
const staffShellRoots = [
  'src/app/layouts/staff-layout.tsx',
  'src/app/routes/dashboard-route.tsx',
  // The top bar's slots (app/layouts/shell-slots.tsx) and Cue's (app/layouts/cue-slot-loaders.tsx).
  'src/features/access-tokens/components/temp-token-countdown.tsx',
  'src/features/issue-report/components/report-issue-button.tsx',
  'src/app/layouts/language-picker.tsx',
  'src/app/layouts/cue-slots.tsx',
];
/** What a parent loads: what of the staff shell these use belongs in `signed-in` instead. */
const parentRoots = [
  'src/app/layouts/parent-layout.tsx',
  'src/app/routes/parent-dashboard-panels.tsx',
  'src/app/routes/account-settings-route.tsx',
  'src/app/layouts/account-settings-modal.tsx',
];
/** Signed-in code the first download can import on demand (not code for signed-out visitors). */
const notPublic = [...signedInRoots, ...staffShellRoots, ...parentRoots];

/**
 * Mantine's packages are imported through their index, which re-exports everything; the bundler
 * keeps only what is used, but the module graph lists every file of the index as imported. So
 * through an index the closure follows only the files of the names a module imports from it.
 */
const mantineIndex = /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]esm[\\/]index\.mjs$/;
const mantineImports = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["'](@mantine\/(?:core|hooks))["']/g;

/** `a, b as c, type d` as the names imported: a, b, d. */
function importedNames(list: string): string[] {
  return list
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] ?? '',
    )
    .filter(Boolean);
}

/** An index's names, each with the file it comes from (`resolve` turns its import path into an id). */
function indexFiles(code: string, resolve: (path: string) => string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, list = '', path = ''] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    for (const part of list.split(',')) {
      const local = part
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (local) files.set(local, resolve(path));
    }
  }
  return files;
}

interface Graph {
  imports: Map<string, readonly string[]>;
  /** The files a module uses through a Mantine index (see mantineIndex). */
  throughIndex: Map<string, readonly string[]>;
  dynamicImports: Map<string, readonly string[]>;
  entries: string[];
}

/** Every module `roots` import statically, themselves included (through an index, see above). */
function staticClosure(graph: Graph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    if (mantineIndex.test(id)) continue;
    stack.push(...(graph.imports.get(id) ?? []), ...(graph.throughIndex.get(id) ?? []));
  }
  return seen;
}

const isRoot = (id: string, roots: readonly string[]) =>
  roots.some((root) => id.replaceAll('\\', '/').endsWith(`/apps/web/${root}`));

/** The chunk of each module that goes in one of the two. */
function assign(graph: Graph): Map<string, 'signed-in' | 'staff-shell'> {
  const ids = [...graph.imports.keys()];
  const closureOf = (roots: readonly string[]) =>
    staticClosure(
      graph,
      ids.filter((id) => isRoot(id, roots)),
    );
  // Whatever the first download can load on demand, but the signed-in code itself.
  const publicRoots = [...staticClosure(graph, graph.entries)]
    .flatMap((id) => graph.dynamicImports.get(id) ?? [])
    .filter((id) => !isRoot(id, notPublic));
  const publicCode = staticClosure(graph, publicRoots);
  const parentCode = closureOf(parentRoots);
  const chunks = new Map<string, 'signed-in' | 'staff-shell'>();
  for (const id of closureOf(signedInRoots)) if (!publicCode.has(id)) chunks.set(id, 'signed-in');
  for (const id of closureOf(staffShellRoots)) {
    if (publicCode.has(id) || chunks.has(id)) continue;
    chunks.set(id, parentCode.has(id) ? 'signed-in' : 'staff-shell');
  }
  return chunks;
}

/**
 * The plugin reads the module graph once it is complete; the build's `codeSplitting` group
 * (vite.config.ts) then asks `chunkOf` for each module's chunk. With `CUE_CHUNK_MAP` set (by
 * `npm run bench:web`), it also writes `.vite/chunk-modules.json` (each chunk's source modules),
 * so the budget finds a lazy screen merged into one of these chunks.
 */
export function signedInChunks(): { plugin: Plugin; chunkOf: (id: string) => string | null } {
  let chunks = new Map<string, string>();
  const plugin: Plugin = {
    name: 'cue:signed-in-chunks',
    apply: 'build',
    buildEnd() {
      const graph: Graph = {
        imports: new Map(),
        throughIndex: new Map(),
        dynamicImports: new Map(),
        entries: [],
      };
      const indexes = new Map<string, Map<string, string>>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        const pkg = mantineIndex.exec(id)?.[1];
        if (!info?.code || !pkg) continue;
        // A name an index takes from another package (react-remove-scroll): that package's file.
        const resolve = (path: string) =>
          path.startsWith('.')
            ? resolvePath(dirname(id), path)
            : (info.importedIds.find((imported) => imported.includes(`node_modules/${path}/`)) ?? path);
        indexes.set(`@mantine/${pkg}`, indexFiles(info.code, resolve));
      }
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        graph.imports.set(id, info.importedIds);
        graph.dynamicImports.set(id, info.dynamicallyImportedIds);
        if (info.isEntry) graph.entries.push(id);
        const used = [...(info.code ?? '').matchAll(mantineImports)].flatMap(([, list = '', pkg = '']) =>
          importedNames(list).flatMap((name) => indexes.get(pkg)?.get(name) ?? []),
        );
        graph.throughIndex.set(id, used);
      }
      chunks = assign(graph);
    },
    generateBundle(_options, bundle) {
      if (!process.env.CUE_CHUNK_MAP) return;
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') modules[output.fileName] = output.moduleIds;
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules) });
    },
  };
  return { plugin, chunkOf: (id) => chunks.get(id) ?? null };
}
