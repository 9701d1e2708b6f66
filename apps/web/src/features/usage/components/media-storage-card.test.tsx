import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { fakeJwt } from '../../../test/fake-jwt';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { formatBytes } from '../format-bytes';
import { MediaStorageCard } from './media-storage-card';

const USAGE = 'GET /api/school_media_usage/';
const GB = 1024 ** 3;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const inThirtyDays = () => Math.floor(Date.now() / 1000) + 30 * 24 * 3600;

function signInAsStaff() {
  sessionStore.saveLoginResult({
    staff_user: { access_token: fakeJwt(inAnHour(), 'access'), refresh_token: fakeJwt(inThirtyDays()) },
  });
}

const usage = (usedBytes: number) => ({
  result: {
    school_id: 'a'.repeat(24),
    used_bytes: usedBytes,
    quota_bytes: 20 * GB,
    media_count: 43,
    by_kind: {
      image: { count: 40, bytes: usedBytes - 300 * 1024 ** 2 },
      video: { count: 2, bytes: 250 * 1024 ** 2 },
      document: { count: 1, bytes: 50 * 1024 ** 2 },
    },
  },
});

describe('MediaStorageCard', () => {
  it('shows the storage used of the quota and the files by kind', async () => {
    signInAsStaff();
    mockFetch({ [USAGE]: () => jsonResponse(usage(5 * GB)) });
    renderWithProviders(<MediaStorageCard />);

    expect(await screen.findByText('5 GB of 20 GB')).toBeTruthy();
    expect(screen.getByText('25% used')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Media storage used' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('40 files')).toBeTruthy();
    expect(screen.getByText('2 files')).toBeTruthy();
    expect(screen.getByText('1 file')).toBeTruthy();
    expect(screen.getByText('250 MB')).toBeTruthy();
    expect(screen.queryByText(/nearly full/)).toBeNull();
  });

  it('warns when more than 80 % is used', async () => {
    signInAsStaff();
    mockFetch({ [USAGE]: () => jsonResponse(usage(17 * GB)) });
    renderWithProviders(<MediaStorageCard />);
    expect(await screen.findByText('17 GB of 20 GB')).toBeTruthy();
    expect(screen.getByText(/Storage is nearly full/)).toBeTruthy();
  });

  it('is not shown to someone the server refuses', async () => {
    signInAsStaff();
    const { calls } = mockFetch({
      [USAGE]: () => jsonResponse({ code: 'FORBIDDEN', message: 'You do not have access to this' }, 403),
    });
    renderWithProviders(<MediaStorageCard />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/school_media_usage/')).toBe(true));
    await waitFor(() => expect(screen.queryByText('Media storage')).toBeNull());
    expect(screen.queryByText('You do not have access to this')).toBeNull();
  });
});

describe('formatBytes', () => {
  it('picks the unit that keeps the number readable', () => {
    expect(formatBytes(0, 'en')).toBe('0 byte');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(20 * GB, 'en')).toBe('20 GB');
  });
});
