import type { CueCommandPayload, TaskLogEntry } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { fakeJwt } from '../../../test/fake-jwt';
import { mockFetch } from '../../../test/fetch-mock';
import { fakeSocket } from '../../../test/fake-socket';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CueVoiceButton } from './cue-voice-button';

const CLASS_ID = '65a000000000000000000040';
const commander = { userId: '65a000000000000000000010', userName: 'Asha Rao' };

function signIn(): string {
  const now = Math.floor(Date.now() / 1000);
  const token = fakeJwt(now + 3600, 'staff');
  // Neither token is due for renewal (the refresh token is renewed with 5 days or fewer left).
  const refresh = fakeJwt(now + 30 * 86_400, 'refresh');
  sessionStore.saveLoginResult({ staff_user: { access_token: token, refresh_token: refresh } });
  return token;
}

function entryFor(payload: CueCommandPayload, change: Partial<TaskLogEntry>): TaskLogEntry {
  return {
    id: payload.request_id,
    endpointName: 'cue-command',
    title: 'Cue command',
    command: payload.user_query.command,
    content: 'Cue received your command',
    currentStage: 'received',
    progressLevel: 10,
    options: [],
    outputs: [],
    error: null,
    context: { class_id: CLASS_ID },
    updatedAt: new Date().toISOString(),
    ...change,
  };
}

async function typeCommand(text: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Cue voice commands' }));
  await user.type(await screen.findByRole('textbox', { name: 'Command for Cue' }), text);
  await user.click(screen.getByRole('button', { name: 'Send to Cue' }));
  return user;
}

describe('Cue voice button', () => {
  // The command box grows with its text (Mantine autosize), which listens for web fonts; jsdom has none.
  beforeAll(() => {
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    }
  });

  it('sends a typed command, says so, and says when Cue has finished', async () => {
    const token = signIn();
    mockFetch({});
    const server = fakeSocket();
    renderWithProviders(<CueVoiceButton socket={server.socket} classId={CLASS_ID} commander={commander} />);

    await typeCommand('Tell parents the zoo trip is on Friday');
    await screen.findByText('Request sent to Cue');
    const [payload] = server.sent('cue-command') as CueCommandPayload[];
    expect(payload).toMatchObject({
      user_query: { command: 'Tell parents the zoo trip is on Friday', class_id: CLASS_ID },
      age_group: '2y 3m - 3y 0m',
      user_details: { token, user_id: commander.userId, user_name: 'Asha Rao', user_role: 'staff' },
      language: 'en',
    });
    expect(payload!.user_query.date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(payload!.user_query.time).toMatch(/^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/);
    // Busy: a second command waits for the first.
    expect(screen.getByRole('button', { name: 'Send to Cue' })).toHaveProperty('disabled', true);

    // Another request's entry does not finish this one.
    server.receive('verbose-log', [
      entryFor(
        { ...payload!, request_id: 'someone-else' },
        { progressLevel: 100, context: { class_id: CLASS_ID, result_code: 2 } },
      ),
    ]);
    expect(screen.queryByText('Cue has finished processing your command')).toBeNull();
    server.receive('verbose-log', [
      entryFor(payload!, {
        progressLevel: 100,
        currentStage: 'done',
        context: { class_id: CLASS_ID, result_code: 2 },
      }),
    ]);
    await screen.findByText('Cue has finished processing your command');
    expect(screen.getByText('Announcement Created')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send to Cue' })).toHaveProperty('disabled', false);
  });

  it("says 'Story Generated' when a story command saves its draft (result code 3)", async () => {
    signIn();
    mockFetch({});
    const server = fakeSocket();
    renderWithProviders(<CueVoiceButton socket={server.socket} classId={CLASS_ID} commander={commander} />);

    await typeCommand("Write a story about Aarav's week");
    const [payload] = server.sent('cue-command') as CueCommandPayload[];
    server.receive('verbose-log', [
      entryFor(payload!, {
        progressLevel: 100,
        currentStage: 'done',
        context: {
          class_id: CLASS_ID,
          result_code: 3,
          summary: { kind: 'story', title: 'Aarav’s week', names: ['Aarav'] },
        },
      }),
    ]);
    await screen.findByText('Cue has finished processing your command');
    expect(screen.getByText('Story Generated')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send to Cue' })).toHaveProperty('disabled', false);
  });

  it("shows in its toast what a register command saved, and the toast's Undo takes it back", async () => {
    signIn();
    mockFetch({});
    const server = fakeSocket();
    renderWithProviders(<CueVoiceButton socket={server.socket} classId={CLASS_ID} commander={commander} />);

    const user = await typeCommand('everyone is here except Ira and Yusuf');
    const [payload] = server.sent('cue-command') as CueCommandPayload[];
    server.receive('verbose-log', [
      entryFor(payload!, {
        progressLevel: 100,
        currentStage: 'done',
        content: 'Attendance marked for 20 children',
        context: {
          class_id: CLASS_ID,
          result_code: 1,
          summary: {
            kind: 'attendance',
            date: '2026-03-07',
            counts: { present: 18, absent: 2, excused: 0, leave: 0, unassigned: 0, NA: 0 },
            not_present: [
              { name: 'Ira', status: 'absent' },
              { name: 'Yusuf', status: 'absent' },
            ],
            register_complete: true,
          },
          undo_until: new Date(Date.now() + 10 * 60_000).toISOString(),
        },
      }),
    ]);
    // The toast: the teacher's words for what was saved, next to Undo.
    const summary = await screen.findByText('18 present, Ira and Yusuf absent, register complete');
    const toast = summary.closest<HTMLElement>('.mantine-Notification-root')!;
    expect(toast).not.toBeNull();
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(server.sent('cue-command-undo')).toEqual([{ request_id: payload!.request_id }]);

    server.answer('cue-command-undo', { ok: true });
    await within(toast).findByText('Undone');
    expect(within(toast).queryByRole('button', { name: 'Undo' })).toBeNull();
    await screen.findByText('Undone: the state before Cue saved is back');
  });

  it('shows a failure box whose Retry sends the same request id again, and Dismiss closes it', async () => {
    signIn();
    mockFetch({});
    const server = fakeSocket();
    renderWithProviders(<CueVoiceButton socket={server.socket} classId={CLASS_ID} commander={commander} />);

    const user = await typeCommand('what is the weather like');
    const [payload] = server.sent('cue-command') as CueCommandPayload[];
    server.receive('verbose-log', [
      entryFor(payload!, { currentStage: 'error', error: 'Cue could not finish this command.' }),
    ]);
    const box = await screen.findByRole('alert', { name: 'Cue could not finish' });
    expect(box.textContent).toContain('Cue could not finish this command.');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(server.sent('cue-command')).toHaveLength(2));
    const retried = server.sent('cue-command')[1] as CueCommandPayload;
    expect(retried.request_id).toBe(payload!.request_id);
    expect(retried.user_query).toEqual(payload!.user_query);
    expect(screen.queryByRole('alert', { name: 'Cue could not finish' })).toBeNull();

    server.receive('verbose-log', [entryFor(payload!, { currentStage: 'error', error: 'Still no luck.' })]);
    await screen.findByText('Still no luck.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert', { name: 'Cue could not finish' })).toBeNull();
  });

  it('fails the command on a socket message when the server refused it before it had an entry', async () => {
    signIn();
    mockFetch({});
    const server = fakeSocket();
    renderWithProviders(<CueVoiceButton socket={server.socket} classId={CLASS_ID} commander={commander} />);
    await typeCommand('all present');
    server.receive('message', { error: 'You do not teach this class' });
    const box = await screen.findByRole('alert', { name: 'Cue could not finish' });
    expect(box.textContent).toContain('You do not teach this class');
  });

  it("says 'Missing values: ' with the names, and sends nothing", async () => {
    signIn();
    mockFetch({});
    const server = fakeSocket();
    renderWithProviders(
      <CueVoiceButton socket={server.socket} classId={null} commander={{ userId: null, userName: '' }} />,
    );
    await typeCommand('all present');
    await screen.findByText('Missing values: Class Id, User Id');
    expect(server.sent('cue-command')).toEqual([]);
  });

  it("says the request couldn't be sent while the socket is not connected", async () => {
    signIn();
    mockFetch({});
    const server = fakeSocket({ connected: false });
    renderWithProviders(<CueVoiceButton socket={server.socket} classId={CLASS_ID} commander={commander} />);
    await typeCommand('all present');
    await screen.findByText("Something went wrong, your request couldn't be sent");
    expect(server.sent('cue-command')).toEqual([]);
    // The command stays in the box to send again.
    expect(screen.getByRole('textbox', { name: 'Command for Cue' })).toHaveProperty('value', 'all present');
  });

  it('offers speech where the browser has it: listening, paused, and the heard words sent', async () => {
    signIn();
    mockFetch({});
    const server = fakeSocket();
    const instances: FakeRecognition[] = [];
    class FakeRecognition {
      lang = '';
      continuous = true;
      interimResults = false;
      onresult: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      started = false;
      constructor() {
        instances.push(this);
      }
      start() {
        this.started = true;
      }
      stop() {}
      abort() {
        this.onend?.();
      }
      hear(text: string, isFinal: boolean) {
        this.onresult?.({
          resultIndex: 0,
          results: { length: 1, 0: { isFinal, length: 1, 0: { transcript: text } } },
        });
      }
    }
    (window as unknown as { webkitSpeechRecognition: unknown }).webkitSpeechRecognition = FakeRecognition;
    try {
      const user = userEvent.setup();
      renderWithProviders(<CueVoiceButton socket={server.socket} classId={CLASS_ID} commander={commander} />);
      await user.click(screen.getByRole('button', { name: 'Cue voice commands' }));
      await user.click(await screen.findByRole('button', { name: 'Speak' }));
      expect(screen.getByRole('status').textContent).toBe('Listening…');
      expect(instances[0]).toMatchObject({ started: true, lang: 'en-IN', interimResults: true });

      instances[0]!.hear('everyone is here', false);
      await user.click(await screen.findByRole('button', { name: 'Pause listening' }));
      expect(screen.getByText('Paused')).toBeTruthy();
      expect(screen.getByRole('textbox', { name: 'Command for Cue' })).toHaveProperty(
        'value',
        'everyone is here',
      );

      await user.click(screen.getByRole('button', { name: 'Resume listening' }));
      instances[1]!.hear('except Diya', true);
      await screen.findByText('Request sent to Cue');
      expect((server.sent('cue-command')[0] as CueCommandPayload).user_query.command).toBe(
        'everyone is here except Diya',
      );
    } finally {
      delete (window as unknown as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
    }
  });
});
