import { describe, expect, it } from 'vitest';
import { demoClassroom, demoStudentId } from '../demo-classrooms.js';
import {
  escapeForJsonString,
  nameResolver,
  pseudonymiseInstruction,
  rosterName,
  studentToken,
  TokenRestorer,
} from './privacy.js';

const nurseryA = demoClassroom('nurseryA', '10-06-2026', '10:30 AM');
const token = (fullName: string) => studentToken(demoStudentId(fullName));

describe('pseudonymising the teacher’s words', () => {
  it.each([
    [
      'mark everyone present except Diya and Kabir',
      `mark everyone present except ${token('Diya Menon')} and ${token('Kabir Iyer')}`,
    ],
    ['Diya Menon is absent', `${token('Diya Menon')} is absent`],
    ["Diya's mum called: she is sick", `${token('Diya Menon')}'s mum called: she is sick`],
    ['Aarav Patel built a tower', `${token('Aarav Patel')} built a tower`],
    ['the Menon girl is on leave', `the ${token('Diya Menon')} girl is on leave`],
  ])('"%s" becomes tokens', (said, expected) => {
    expect(pseudonymiseInstruction(said, nurseryA).text).toBe(expected);
  });

  it.each([
    // Two Aaravs: the model asks which one, from the roster's first names and initials.
    'Aarav is absent',
    // A shortened name or a misspelling stays as typed: a wrong guess would change the words.
    'Rey is off sick',
    'Kabeer came late',
    'everyone is here today',
  ])('"%s" is left as typed', (said) => {
    expect(pseudonymiseInstruction(said, nurseryA).text).toBe(said);
  });

  it('remembers the words the teacher used for each child', () => {
    const { saidNames } = pseudonymiseInstruction('diya and Kabir Iyer painted', nurseryA);
    expect(saidNames).toEqual(
      new Map([
        [demoStudentId('Diya Menon'), 'diya'],
        [demoStudentId('Kabir Iyer'), 'Kabir Iyer'],
      ]),
    );
  });

  it('shows the model first names and initials only', () => {
    expect(nurseryA.students.map(rosterName)).toContain('Diya M.');
    expect(nurseryA.students.map(rosterName)).toContain('Ishaan K.');
  });
});

describe('writing names back', () => {
  const nameOf = nameResolver(nurseryA, new Map([[demoStudentId('Diya Menon'), 'Diya']]));

  it('restores tokens split across deltas, with the teacher’s words or the full name', () => {
    const restorer = new TokenRestorer(nameOf);
    const text = `${token('Diya Menon')} and ${token('Maya Fernandes')} painted [a] sun`;
    const pieces = text.match(/.{1,5}/gs)!;
    const out = pieces.map((piece) => restorer.push(piece)).join('') + restorer.flush();
    expect(out).toBe('Diya and Maya Fernandes painted [a] sun');
  });

  it('leaves a token of a child outside the roster as it is', () => {
    const restorer = new TokenRestorer(nameOf);
    expect(restorer.push('[student:000000000000000000000000] came') + restorer.flush()).toBe(
      '[student:000000000000000000000000] came',
    );
  });

  it('escapes names for JSON string content', () => {
    const restorer = new TokenRestorer(() => 'Ethan "E" D\'Souza', escapeForJsonString);
    const json = `{"note":"${studentToken('a'.repeat(24))} sang"}`;
    expect(JSON.parse(restorer.push(json) + restorer.flush())).toEqual({ note: 'Ethan "E" D\'Souza sang' });
  });
});
