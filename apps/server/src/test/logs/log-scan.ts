import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoClassRosters } from '../../db/seed/demo-rosters.js';
import { testSecrets } from '../test-secrets.js';

export interface LogFinding {
  file: string;
  line: number;
  kind: string;
  match: string;
}

interface Rule {
  kind: string;
  pattern: RegExp;
  /** Lines the rule does not apply to, with the reason in the rule list below. */
  unless?: (line: string) => boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWords = (words: Iterable<string>) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...words].map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'gu');

const children = Object.values(demoClassRosters).flat();
/**
 * Surnames the demo school's adults share with children (Priya Nair, Farah Khan, Rahul Sharma,
 * Meera Iyer): alone they name a staff member or parent as often as a child, so they are only
 * caught as part of a child's full name. Every first name and every other surname is a whole word.
 */
const adultSurnames = new Set(['Nair', 'Khan', 'Sharma', 'Iyer']);
const childWords = new Set<string>();
for (const fullName of children) {
  const [first, ...rest] = fullName.split(' ');
  const last = rest.join(' ');
  childWords.add(fullName);
  childWords.add(first!);
  if (!adultSurnames.has(last)) childWords.add(last);
}

// The SMS provider that only logs ('sms: "log"', refused in production) exists to write the
// sign-in code to the log for local use: the one place a code is expected.
const fromLogSmsProvider = (line: string) => line.includes('"sms":"log"');

const rules: Rule[] = [
  // Longest first, so 'Aarav Sharma' is reported as the full name.
  { kind: 'child name', pattern: wholeWords([...childWords].sort((a, b) => b.length - a.length)) },
  // The demo numbers (9000000001..9000000006) bare, with 91 or +91, or split by spaces/dashes.
  { kind: 'phone number', pattern: /(?<![\d.])(?:\+?91[\s-]?)?9(?:[\s-]?0){8}[\s-]?\d(?![\d.])/g },
  { kind: 'sign-in code', pattern: /(?<![\d.])123456(?![\d.])/g, unless: fromLogSmsProvider },
  { kind: 'sign-in code', pattern: /\botp\b[^\d\n]{0,30}\d{6}(?!\d)/gi, unless: fromLogSmsProvider },
  { kind: 'token (JWT)', pattern: /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g },
  { kind: 'server secret', pattern: wholeWords(Object.values(testSecrets)) },
];

/**
 * The block `npm start` prints once it listens (main.ts): with demo codes configured (never in
 * production) it lists the demo accounts' numbers and the code to sign in with, as the README does.
 * It ends at the first empty line.
 */
const bannerStart = /^\s+Cue is running at /;

/** Every forbidden thing in one log text, with its line number. */
export function scanLogText(text: string, file = '(text)'): LogFinding[] {
  const findings: LogFinding[] = [];
  let inBanner = false;
  text.split('\n').forEach((line, index) => {
    if (bannerStart.test(line)) inBanner = true;
    if (inBanner) {
      inBanner = line.trim() !== '';
      return;
    }
    for (const rule of rules) {
      if (rule.unless?.(line)) continue;
      for (const match of line.matchAll(rule.pattern)) {
        findings.push({ file, line: index + 1, kind: rule.kind, match: match[0] });
      }
    }
  });
  return findings;
}

/** Scans every log file of a run folder (one server each). */
export function scanLogDir(dir: string): { files: number; findings: LogFinding[] } {
  const names = readdirSync(dir).filter((name) => name.endsWith('.log'));
  const findings = names.flatMap((name) => scanLogText(readFileSync(join(dir, name), 'utf8'), name));
  return { files: names.length, findings };
}

/**
 * Fails the run when any log of a project holds a forbidden thing. Called from a global teardown:
 * Vitest prints an error thrown there ("error during close") but still exits 0, so the exit code
 * is set first.
 */
export function failRunIfLogsLeak(dir: string, project: string): void {
  const { files, findings } = scanLogDir(dir);
  if (findings.length === 0) return;
  process.exitCode = 1;
  const shown = findings
    .slice(0, 30)
    .map((f) => `  ${f.file}:${f.line}  ${f.kind}: ${f.match}`)
    .join('\n');
  throw new Error(
    `The ${project} logs (${files} files in ${dir}) hold ${findings.length} forbidden values ` +
      `(children's names, demo phone numbers, sign-in codes, tokens, secrets):\n${shown}`,
  );
}
