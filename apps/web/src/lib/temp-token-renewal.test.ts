import { describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../test/fake-jwt';
import { createSessionStore } from './session-store';
import { createTokenRenewer } from './token-renewal';

const NOW = Date.parse('2025-03-05T10:00:00Z');
const seconds = (ms: number) => Math.floor(ms / 1000);

function setup(expiresAt: number, accessExpiresAt: number) {
  const store = createSessionStore(window.localStorage);
  store.saveTempTokenLogin(
    { access_token: fakeJwt(seconds(accessExpiresAt), 'a'), refresh_token: fakeJwt(seconds(expiresAt), 'r') },
    expiresAt,
  );
  const deps = {
    store,
    now: () => NOW,
    fetchAccessToken: vi.fn(async () => fakeJwt(seconds(NOW) + 3600, 'a2')),
    fetchRenewedPair: vi.fn(async () => ({ access_token: 'x', refresh_token: 'y' })),
    onFailure: vi.fn(),
  };
  return { store, deps, renewer: createTokenRenewer(deps) };
}

describe('token renewal in temporary-token mode', () => {
  it('never calls the server for a temporary session past its end, and ends it', async () => {
    const { deps, renewer } = setup(NOW - 1000, NOW - 1000);
    await expect(renewer.ensureFresh()).rejects.toMatchObject({ message: 'Generated Access Token Expired' });
    expect(deps.fetchAccessToken).not.toHaveBeenCalled();
    expect(deps.fetchRenewedPair).not.toHaveBeenCalled();
    expect(deps.onFailure).toHaveBeenCalledOnce();
  });

  it('renews only the access token, never the refresh token, and keeps the temporary flags', async () => {
    // Refresh token within the 5-day threshold: an ordinary session would rotate it.
    const { store, deps, renewer } = setup(NOW + 60 * 60 * 1000, NOW - 1000);
    const session = await renewer.ensureFresh();
    expect(deps.fetchRenewedPair).not.toHaveBeenCalled();
    expect(deps.fetchAccessToken).toHaveBeenCalledOnce();
    expect(session).toMatchObject({ isTempToken: true, tempTokenExpiresAt: NOW + 60 * 60 * 1000 });
    expect(store.get()?.isTempToken).toBe(true);
  });
});
