import { dirname, resolve as resolvePath } from 'node:path';
import type { Plugin } from 'vite';

/*
 * Fewer, larger chunks for the signed-in shell (docs/decisions/021-web-delivery.md, "Round 2").
 * Left to itself, the bundler splits the code shared by lazy screens into one chunk per shared set
 * of modules: the teacher dashboard's first render loaded ~79 scripts, most under 1 KB (a Mantine
 * Button, a query key). The built server speaks HTTP/1.1, where a phone opens six connections per
 * host and each further wave of scripts costs a round trip, so the number of files, not their
 * bytes, set the dashboard's first paint.
 *
 * Two chunks are formed from what the module graph says, not from a hand-kept list of files:
 * - `signed-in`: what every signed-in first render needs (the signed-in routes, the navigation
 *   guard, the shell, its English, the user's details), staff and parents alike;
 * - `staff-shell`: what the staff layout and the dashboard screen add to it (top bar, slots, Cue's
 *   buttons).
 * Each takes only the modules its roots import statically (what they load on demand stays lazy),
 * never a module of the first download (the sign-in page), and never one that something a
 * signed-out visitor can load would also need (a public page, the maintenance screen, a toast):
 * nobody signed out downloads either chunk, and the sign-in budget holds (decision 007). A parent
 * never downloads `staff-shell`. What is left (later screens, dialogs) is split as before.
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
/** Signed-in code a signed-out visitor never loads either: not "public" although the entry may import it. */
const notPublic = [...signedInRoots, ...staffShellRoots, 'src/app/layouts/parent-layout.tsx'];

interface Graph {
  imports: Map<string, readonly string[]>;
  /** The files a module uses through a Mantine index (see mantineIndex). */
  throughIndex: Map<string, readonly string[]>;
  dynamicImports: Map<string, readonly string[]>;
  entries: string[];
}

/**
 * Mantine's packages are imported through their index, which re-exports all of them; the bundler
 * keeps only what is used, but the module graph has every file of the index as imported. So
 * through an index the closure follows only the files of the names a module imports from it.
 */
const mantineIndex = /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]esm[\\/]index\.mjs$/;
const namedImports = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["'](@mantine\/(?:core|hooks))["']/g;

/** `a, b as c, type d` as the names imported: a, b, d. */
function importedNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? '')
    .filter(Boolean);
}

/** For each Mantine index in the graph, the file each of its names comes from. */
function indexFiles(id: string, code: string, resolve: (path: string) => string): Map<string, string> {
  const files = new Map<string, string>();
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    const [, list = '', path = ''] = match;
    for (const part of list.split(',')) {
      const local = part.trim().split(/\s+as\s+/).at(-1);
      if (local) files.set(local, resolve(path));
    }
  }
  return files;
}

/** Every module `roots` import statically, themselves included (through an index, see above). */
function staticClosure(graph: Graph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    if (mantineIndex.test(id)) continue;
    stack.push(...(graph.imports.get(id) ?? []));
    stack.push(...(graph.throughIndex.get(id) ?? []));
  }
  return seen;
}

const isRoot = (id: string, roots: readonly string[]) =>
  roots.some((root) => id.replaceAll('\\', '/').endsWith(`/apps/web/${root}`));

/** Which chunk, if either, each module belongs to. */
function assign(graph: Graph): Map<string, string> {
  const ids = [...graph.imports.keys()];
  // Anything the first download can load on demand, other than the signed-in code itself.
  const publicRoots = [...staticClosure(graph, graph.entries)]
    .flatMap((id) => graph.dynamicImports.get(id) ?? [])
    .filter((id) => !isRoot(id, notPublic));
  const publicCode = staticClosure(graph, publicRoots);
  const signedIn = staticClosure(
    graph,
    ids.filter((id) => isRoot(id, signedInRoots)),
  );
  const staffShell = staticClosure(
    graph,
    ids.filter((id) => isRoot(id, staffShellRoots)),
  );
  const chunks = new Map<string, string>();
  for (const id of signedIn) if (!publicCode.has(id)) chunks.set(id, 'signed-in');
  for (const id of staffShell) if (!publicCode.has(id) && !chunks.has(id)) chunks.set(id, 'staff-shell');
  return chunks;
}

/**
 * The plugin reads the module graph once it is complete; the build's `codeSplitting` groups
 * (vite.config.ts) then ask it which chunk a module belongs to.
 */
export function signedInChunks(): { plugin: Plugin; chunkOf: (id: string) => string | null } {
  let chunks = new Map<string, string>();
  const plugin: Plugin = {
    name: 'cue:signed-in-chunks',
    apply: 'build',
    buildEnd() {
      const graph: Graph = { imports: new Map(), throughIndex: new Map(), dynamicImports: new Map(), entries: [] };
      const indexes = new Map<string, Map<string, string>>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info?.code && mantineIndex.test(id)) {
          const pkg = mantineIndex.exec(id)?.[1] ?? '';
          indexes.set(`@mantine/${pkg}`, indexFiles(id, info.code, (path) => resolvePath(dirname(id), path)));
        }
      }
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        graph.imports.set(id, info.importedIds);
        graph.dynamicImports.set(id, info.dynamicallyImportedIds);
        if (info.isEntry) graph.entries.push(id);
        const used: string[] = [];
        for (const [, list = '', pkg = ''] of (info.code ?? '').matchAll(namedImports)) {
          for (const name of importedNames(list)) {
            const file = indexes.get(pkg)?.get(name);
            if (file) used.push(file);
          }
        }
        graph.throughIndex.set(id, used);
      }
      chunks = assign(graph);
    },
  };
  return { plugin, chunkOf: (id) => chunks.get(id) ?? null };
}
