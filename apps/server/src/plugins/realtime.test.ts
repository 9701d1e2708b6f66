import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeRooms } from '@cue/contracts';
import { demoPhones, nurseryA as openNurseryA } from '../test/demo.js';
import { parentToken, staffToken } from '../test/sign-in.js';
import { collect, connectSocket, eventually, type TestSocket } from '../test/socket-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('realtime socket', () => {
  let t: TestApp;
  const sockets: TestSocket[] = [];
  const open = async (token: string | null, options?: { origin?: string }) => {
    const socket = await connectSocket(t.app, token, options);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('refuses a handshake without a token, with a bad token, or from a foreign origin', async () => {
    await expect(open(null)).rejects.toThrow('Not authenticated');
    await expect(open('not-a-token')).rejects.toThrow('Session expired. Please log in again.');
    const token = await staffToken(t.app, demoPhones.priya);
    await expect(open(token, { origin: 'https://evil.example' })).rejects.toThrow();
  });

  it("delivers a class's change to its teacher and its families, and nothing to another school", async () => {
    const priya = await open(await staffToken(t.app, demoPhones.priya));
    const rahul = await open(await parentToken(t.app, demoPhones.rahul));
    const anil = await open(await staffToken(t.app, demoPhones.anil));
    const priyaEvents = collect(priya, 'records-changed');
    const rahulEvents = collect(rahul, 'records-changed');
    const anilEvents = collect(anil, 'records-changed');

    const nurseryA = (await openNurseryA(t.app)).schoolClass;
    const schoolId = nurseryA.school_info._id;

    // A staff-only change (a register being taken) never reaches parents.
    t.app.realtime.hub.recordsChanged({
      entity: 'attendance',
      ids: ['r1'],
      schoolId,
      classIds: [nurseryA._id],
      audience: 'staff',
    });
    // A published one does.
    t.app.realtime.hub.recordsChanged({
      entity: 'observation',
      ids: ['o1'],
      schoolId,
      classIds: [nurseryA._id],
      audience: 'staff-and-families',
    });
    await eventually(() => priyaEvents.length === 2 && rahulEvents.length === 1);
    expect(priyaEvents.map((e) => e.entity)).toEqual(['attendance', 'observation']);
    expect(rahulEvents).toEqual([{ entity: 'observation', ids: ['o1'], class_ids: [nurseryA._id] }]);
    // Maple Kids' admin is in no Sunbeam room.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(anilEvents).toEqual([]);
    expect(realtimeRooms.class(nurseryA._id)).toBe(`class:${nurseryA._id}`);
  });

  it('ends an open connection that acts after its session was logged out', async () => {
    const token = await staffToken(t.app, demoPhones.priya);
    const socket = await open(token);
    const errors = collect(socket, 'message');
    let disconnected = false;
    socket.on('disconnect', () => (disconnected = true));

    const logout = await t.app.inject({ method: 'POST', url: '/api/logout/', payload: { token } });
    expect(logout.statusCode).toBe(200);
    // Any action after logout (here: asking for the task log) is refused and the socket closed.
    socket.emit('request-progress-replay');
    await eventually(() => disconnected);
    expect(errors).toEqual([{ error: 'Session expired. Please log in again.' }]);
  });
});
