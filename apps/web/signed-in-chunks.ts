import { basename, dirname, resolve as resolvePath } from 'node:path';
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
 * screen, a toast, another language): nobody signed out downloads either chunk. Such a module the
 * shell needs goes into a chunk per set of signed-out roots needing it (`signed-in-with-setup-route`:
 * the setup page's Select, its Popover and floating-ui, also under the shell's menus), so a
 * signed-out page downloads only what it uses, and the dashboard a handful of files rather than
 * one per set of later screens sharing each piece (20 scripts once the setup page came). The
 * first download itself is the build's `$initial` group (vite.config.ts), so the sign-in budget
 * holds (decision 007). Later screens and dialogs are split as before.
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

/**
 * The signed-out code that needs each module: the first download's on-demand imports (public
 * pages, the maintenance screen, the toasts, the other languages), but the signed-in code itself.
 */
function publicNeeds(graph: Graph): Map<string, string[]> {
  const publicRoots = new Set(
    [...staticClosure(graph, graph.entries)]
      .flatMap((id) => graph.dynamicImports.get(id) ?? [])
      .filter((id) => !isRoot(id, notPublic)),
  );
  const needs = new Map<string, string[]>();
  for (const root of publicRoots) {
    for (const id of staticClosure(graph, [root])) needs.set(id, [...(needs.get(id) ?? []), root]);
  }
  return needs;
}

/** A signed-out root's short name: its package (`notifications`) or its file (`setup-route`). */
function shortName(root: string): string {
  const path = root.replaceAll('\\', '/');
  const pkg = /node_modules\/(?:@[^/]+\/)?([^/]+)\//.exec(path)?.[1];
  return pkg ?? basename(path).replace(/\.[^.]*$/, '');
}

/**
 * Names a chunk for each shell chunk and set of signed-out roots (`staff-shell-with-setup-route`),
 * one name per pair: two sets under one name would be one chunk, downloaded whole by both.
 */
function sharedChunkNames(): (shellChunk: string, roots: readonly string[]) => string {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  return (shellChunk, roots) => {
    const key = [shellChunk, ...[...roots].sort()].join('\n');
    let name = names.get(key);
    if (name === undefined) {
      const short = [...new Set(roots.map(shortName))].sort();
      const base = `${shellChunk}-with-${short.length > 2 ? `${short[0]}+${short.length - 1}` : short.join('+')}`;
      name = base;
      for (let n = 2; taken.has(name); n += 1) name = `${base}-${n}`;
      names.set(key, name);
      taken.add(name);
    }
    return name;
  };
}

/** The chunk of each module of the signed-in shell. */
function assign(graph: Graph): Map<string, string> {
  const ids = [...graph.imports.keys()];
  const closureOf = (roots: readonly string[]) =>
    staticClosure(
      graph,
      ids.filter((id) => isRoot(id, roots)),
    );
  const needs = publicNeeds(graph);
  const parentCode = closureOf(parentRoots);
  const sharedChunk = sharedChunkNames();
  const chunks = new Map<string, string>();
  const place = (id: string, shellChunk: string) => {
    const roots = needs.get(id);
    chunks.set(id, roots ? sharedChunk(shellChunk, roots) : shellChunk);
  };
  for (const id of closureOf(signedInRoots)) place(id, 'signed-in');
  for (const id of closureOf(staffShellRoots)) {
    if (!chunks.has(id)) place(id, parentCode.has(id) ? 'signed-in' : 'staff-shell');
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
