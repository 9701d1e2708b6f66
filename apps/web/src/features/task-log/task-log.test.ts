import type { TaskLogEntry } from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import { isDone, mergeTaskLog, searchTaskLog, showsRetry } from './task-log';

function entry(id: string, change: Partial<TaskLogEntry> = {}): TaskLogEntry {
  return {
    id,
    endpointName: 'cue-command',
    title: 'Cue command',
    command: `command ${id}`,
    content: 'Cue received your command',
    currentStage: 'received',
    progressLevel: 10,
    options: [],
    outputs: [],
    error: null,
    context: { class_id: '65a000000000000000000040' },
    updatedAt: '2026-03-07T08:00:00.000Z',
    ...change,
  };
}

describe('mergeTaskLog', () => {
  it('adds new entries and replaces known ones by id, newest first', () => {
    const log = mergeTaskLog([], [entry('a'), entry('b', { updatedAt: '2026-03-07T08:00:01.000Z' })]);
    expect(log.map((e) => e.id)).toEqual(['b', 'a']);
    const next = mergeTaskLog(log, [
      entry('a', { progressLevel: 100, currentStage: 'done', updatedAt: '2026-03-07T08:00:05.000Z' }),
    ]);
    expect(next.map((e) => [e.id, e.progressLevel])).toEqual([
      ['a', 100],
      ['b', 10],
    ]);
  });

  it('keeps the newest state: a late replay does not take a finished entry back', () => {
    const done = entry('a', {
      progressLevel: 100,
      currentStage: 'done',
      updatedAt: '2026-03-07T08:00:05.000Z',
    });
    const stale = entry('a', {
      progressLevel: 40,
      currentStage: 'understanding',
      updatedAt: '2026-03-07T08:00:02.000Z',
    });
    expect(mergeTaskLog([done], [stale])).toEqual([done]);
    // A restarted entry (Retry) is newer and wins.
    const restarted = entry('a', { progressLevel: 10, updatedAt: '2026-03-07T08:01:00.000Z' });
    expect(mergeTaskLog([done], [restarted])).toEqual([restarted]);
  });

  it('restores a replay into an empty log and merges it with what arrived meanwhile', () => {
    const live = entry('new', { updatedAt: '2026-03-07T09:00:00.000Z' });
    const replay = [entry('old1'), entry('old2', { updatedAt: '2026-03-07T07:00:00.000Z' })];
    expect(mergeTaskLog([live], replay).map((e) => e.id)).toEqual(['new', 'old1', 'old2']);
  });
});

describe('searchTaskLog', () => {
  const log = [
    entry('a', {
      command: 'Tell parents the zoo trip is on Friday',
      content: "Announcement 'Zoo Trip' sent",
    }),
    entry('b', { command: 'everyone is here except Diya', outputs: [{ name: 'Register', link: '/x' }] }),
    entry('c', { command: 'what is the weather', error: 'Cue could not turn that into attendance' }),
  ];

  it('matches every word in any case across command, content, error and outputs', () => {
    expect(searchTaskLog(log, '').map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(searchTaskLog(log, 'ZOO').map((e) => e.id)).toEqual(['a']);
    expect(searchTaskLog(log, 'zoo sent').map((e) => e.id)).toEqual(['a']);
    expect(searchTaskLog(log, 'register').map((e) => e.id)).toEqual(['b']);
    expect(searchTaskLog(log, 'could not').map((e) => e.id)).toEqual(['c']);
    expect(searchTaskLog(log, 'zoo diya')).toEqual([]);
  });
});

describe('entry states', () => {
  it('is done at 100 without an error', () => {
    expect(isDone(entry('a', { progressLevel: 100 }))).toBe(true);
    expect(isDone(entry('a', { progressLevel: 80 }))).toBe(false);
    expect(isDone(entry('a', { progressLevel: 100, error: 'x' }))).toBe(false);
  });

  it("shows Retry on an error, except for the assistant's ask endpoint", () => {
    expect(showsRetry(entry('a', { error: 'failed' }))).toBe(true);
    expect(showsRetry(entry('a'))).toBe(false);
    expect(showsRetry(entry('a', { error: 'failed', endpointName: 'chat-with-cue' }))).toBe(false);
  });
});
