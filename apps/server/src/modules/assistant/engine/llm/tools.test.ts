import { assistantToolNames, assistantToolSchemas } from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import { demoClassId, demoClassroom } from '../demo-classrooms.js';
import { agentPrompt, supervisorPrompt, teacherMessage } from './prompts.js';
import { assistantTool, routedAgents, routeTool } from './tools.js';

const nurseryA = demoClassroom('nurseryA', '10-06-2026', '10:30 AM');
const aMinuteLater = demoClassroom('nurseryA', '10-06-2026', '10:31 AM');
const allTools = (context = nurseryA) => assistantToolNames.map((name) => assistantTool(name, context));

/** Every value of `key` in the tools' JSON Schemas, with the path it sits at. */
function valuesOf(key: string, value: unknown, path = '', found: [string, unknown][] = []) {
  if (Array.isArray(value)) value.forEach((inner, i) => valuesOf(key, inner, `${path}[${i}]`, found));
  else if (value && typeof value === 'object')
    for (const [name, inner] of Object.entries(value)) {
      if (name === key) found.push([path, inner]);
      else valuesOf(key, inner, `${path}.${name}`, found);
    }
  return found;
}

describe("the tools' schemas, as a grammar-constrained server reads them", () => {
  const patterns = valuesOf('pattern', [routeTool, ...allTools()]).map(([, p]) => p as string);

  it('write digits as [0-9], which llama.cpp can enforce, never \\d, which it cannot', () => {
    expect(patterns.length).toBeGreaterThan(0);
    expect(patterns.filter((pattern) => pattern.includes('\\d'))).toEqual([]);
  });

  it('still accept the dates and times the contracts accept, and refuse the rest', () => {
    const accepts = (value: string) => patterns.some((pattern) => new RegExp(pattern).test(value));
    for (const good of ['2026-11-28', '28-11-2026', '10:30 AM', '14:05'])
      expect(accepts(good), good).toBe(true);
    for (const bad of ['2026-1-28', '28/11/2026', '13:30 AM', '24:00', '١٠:٣٠ AM'])
      expect(accepts(bad), bad).toBe(false);
  });

  it("list the class's roster ids wherever a child goes, so a model can only write a real child", () => {
    const rosterIds = nurseryA.students.map((s) => s.id);
    const childFields = allTools().flatMap((tool) =>
      valuesOf('description', tool.function.parameters)
        .filter(([, text]) => text === "The child's id from the class roster")
        .map(([path]) => `${tool.function.name}${path}`),
    );
    // attendance, observation, mentioned_students, carelog, story and progress comments name children.
    expect(childFields.length).toBeGreaterThanOrEqual(6);
    const enums = allTools().flatMap((tool) =>
      valuesOf('enum', tool.function.parameters).filter(([, values]) =>
        (values as string[]).includes(rosterIds[0]!),
      ),
    );
    expect(enums).toHaveLength(childFields.length);
    for (const [, values] of enums) expect(values).toEqual(rosterIds);
  });

  it('list the classes the teacher may address wherever a class goes, the current class first', () => {
    const journal = assistantTool('journal_post', nurseryA).function.parameters as {
      properties: { class_id: { enum: string[] } };
    };
    expect(journal.properties.class_id.enum[0]).toBe(nurseryA.classId);
    expect(journal.properties.class_id.enum).toContain(demoClassId('playgroupB'));
    expect(new Set(journal.properties.class_id.enum).size).toBe(journal.properties.class_id.enum.length);
  });

  it('leave the contracts as they were: any id still parses, the roster check stays on the server', () => {
    const foreign = 'f'.repeat(24);
    const parsed = assistantToolSchemas.mentioned_students.safeParse({
      students: [{ id: foreign, name: 'Someone' }],
    });
    expect(parsed.success).toBe(true);
  });
});

describe('the prompt, laid out for a prompt cache', () => {
  it('keeps the system prompts and the tools byte-identical for requests a minute apart', () => {
    expect(supervisorPrompt(aMinuteLater, 'fast')).toBe(supervisorPrompt(nurseryA, 'fast'));
    for (const agent of routedAgents)
      expect(agentPrompt(agent, aMinuteLater, 'fast'), agent).toBe(agentPrompt(agent, nurseryA, 'fast'));
    expect(JSON.stringify(allTools(aMinuteLater))).toBe(JSON.stringify(allTools(nurseryA)));
    // The minute travels with the teacher's words, after everything a cache keeps.
    expect(teacherMessage(aMinuteLater, 'everyone is here')).toBe(
      'Time now at the school: 10:31 AM.\nTeacher: everyone is here',
    );
  });

  it('starts the supervisor and every agent with the same classroom block, so one request shares it', () => {
    const supervisor = supervisorPrompt(nurseryA, 'fast');
    const roster = supervisor.indexOf(nurseryA.students.at(-1)!.id);
    expect(roster).toBeGreaterThan(0);
    for (const agent of routedAgents) {
      const prompt = agentPrompt(agent, nurseryA, 'fast');
      expect(prompt.slice(0, roster), agent).toBe(supervisor.slice(0, roster));
    }
  });

  it('changes with the day: tomorrow has its own calendar', () => {
    const tomorrow = demoClassroom('nurseryA', '11-06-2026', '10:30 AM');
    expect(supervisorPrompt(tomorrow, 'fast')).not.toBe(supervisorPrompt(nurseryA, 'fast'));
  });
});
