import { messages } from '@cue/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { fakeJwt } from '../../../test/fake-jwt';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ReportIssueButton } from './report-issue-button';
import { testMediaFile } from '../../media/test-media';

const domToPng = vi.hoisted(() => vi.fn<() => Promise<string>>());
vi.mock('modern-screenshot', () => ({ domToPng }));

const MEDIA_ID = '65a0000000000000000000aa';
const uploaded = { result: testMediaFile(0, { _id: MEDIA_ID, mime_type: 'image/png' }) };
const MEDIA_LINK = uploaded.result.media_link;

beforeEach(() => {
  const later = Math.floor(Date.now() / 1000) + 30 * 24 * 3600;
  sessionStore.saveLoginResult({
    staff_user: { access_token: fakeJwt(later, 'a'), refresh_token: fakeJwt(later, 'r') },
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<ReportIssueButton />);
  await user.click(screen.getByRole('button', { name: 'Report an issue' }));
  // The dialog is downloaded with its first opening.
  await screen.findByRole('button', { name: 'Send report' });
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

describe('ReportIssueButton', () => {
  it('requires a description before sending anything', async () => {
    const { calls } = mockFetch({});
    const user = userEvent.setup();
    await openModal(user);
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText(messages.describeIssue)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('uploads the screenshot and images, then reports the page with their links', async () => {
    domToPng.mockResolvedValue(`data:image/png;base64,${btoa('png')}`);
    const { calls } = mockFetch({
      'POST /api/media/images': () => jsonResponse(uploaded),
      'POST /api/bug_report/': () => jsonResponse({ result: { _id: '65a0000000000000000000bb' } }),
    });
    const user = userEvent.setup();
    await openModal(user);
    await user.type(screen.getByLabelText(/What went wrong/), '  The list is empty  ');
    await user.click(screen.getByRole('switch', { name: 'Attach a screenshot of this page' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('switch', { name: /screenshot/ }).checked).toBe(true),
    );
    await user.upload(fileInput(), [png('one.png'), new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(screen.getByText('one.png')).toBeTruthy();
    expect(screen.queryByText('notes.txt')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText(messages.issueReported)).toBeTruthy();
    const uploads = calls.filter((call) => call.path === '/api/media/images');
    expect(uploads).toHaveLength(2);
    expect(uploads[0]?.headers['Content-Type']).toBeUndefined();
    expect(calls.at(-1)).toMatchObject({
      path: '/api/bug_report/',
      body: {
        url: window.location.href,
        summary: 'The list is empty',
        media: [{ media_link: MEDIA_LINK }, { media_link: MEDIA_LINK }],
      },
    });
  });

  it('says so when an image upload fails, and does not file the report', async () => {
    const { calls } = mockFetch({
      'POST /api/media/images': () => jsonResponse({ code: 'UNSUPPORTED', message: 'bad image' }, 415),
    });
    const user = userEvent.setup();
    await openModal(user);
    await user.type(screen.getByLabelText(/What went wrong/), 'Broken');
    await user.upload(fileInput(), png('one.png'));
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText(messages.imagesFailed)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/bug_report/')).toBe(false);
  });

  it('says so when the report cannot be filed', async () => {
    mockFetch({ 'POST /api/bug_report/': () => jsonResponse({ code: 'INTERNAL', message: 'boom' }, 500) });
    const user = userEvent.setup();
    await openModal(user);
    await user.type(screen.getByLabelText(/What went wrong/), 'Broken');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(messages.issueReportFailed)).toBeTruthy();
  });

  it("shows the server's reason when it refuses the report (400)", async () => {
    const refusal = 'summary: must be at most 5000 characters';
    mockFetch({
      'POST /api/bug_report/': () =>
        jsonResponse({ code: 'VALIDATION_ERROR', message: refusal, msg: refusal, field: 'summary' }, 400),
    });
    const user = userEvent.setup();
    await openModal(user);
    await user.type(screen.getByLabelText(/What went wrong/), 'Broken');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.queryByText(messages.issueReportFailed)).toBeNull();
  });

  it('says so when the screenshot cannot be taken', async () => {
    domToPng.mockRejectedValue(new Error('tainted canvas'));
    mockFetch({});
    const user = userEvent.setup();
    await openModal(user);
    await user.click(screen.getByRole('switch', { name: 'Attach a screenshot of this page' }));
    expect(await screen.findByText(messages.screenshotFailed)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('switch', { name: /screenshot/ }).checked).toBe(false);
  });
});
