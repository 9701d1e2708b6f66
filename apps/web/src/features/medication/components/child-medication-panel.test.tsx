import type { MedicationRequest } from '@cue/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { testMediaFile, testMediaId } from '../../media/test-media';
import { ChildMedicationPanel } from './child-medication-panel';

const AARAV = {
  _id: '65a000000000000000000011',
  first_name: 'Aarav',
  last_name: 'Sharma',
  student_profile_picture: null,
};
const URL = `/api/medication/child/${AARAV._id}`;

const given: MedicationRequest = {
  _id: '65a000000000000000000301',
  student_id: AARAV._id,
  student_name: 'Aarav Sharma',
  medicine_name: 'Calpol',
  dose: '5 ml',
  times: ['13:00'],
  start_date: '2026-11-20',
  end_date: '2026-11-20',
  notes: null,
  requested_by: { _id: '65a0000000000000000000a1', name: 'Rahul Sharma' },
  requested_at: '2026-11-20T03:00:00.000Z',
  acknowledged_by: { _id: '65a0000000000000000000f1', name: 'Priya Nair' },
  acknowledged_at: '2026-11-20T04:00:00.000Z',
  doses: [
    {
      _id: '65a000000000000000000401',
      given_at: '2026-11-20T07:31:00.000Z',
      given_on: '2026-11-20',
      scheduled_time: '13:00',
      dose: '5 ml',
      notes: null,
      given_by: { _id: '65a0000000000000000000f1', name: 'Priya Nair' },
      witness: { _id: '65a0000000000000000000f2', name: 'Farah Khan' },
    },
  ],
  media: [],
};

describe('ChildMedicationPanel', () => {
  it('shows who acknowledged the request and each dose given, with its witness', async () => {
    sessionStore.saveLoginResult({ parent_user: { access_token: 'parent-access', refresh_token: 'p' } });
    mockFetch({ [`GET ${URL}`]: () => jsonResponse({ result: [given] }) });
    renderWithProviders(<ChildMedicationPanel child={AARAV} />);
    expect(await screen.findByText('Acknowledged by Priya Nair')).toBeTruthy();
    expect(screen.getByText(/given by Priya Nair/)).toBeTruthy();
    expect(screen.getByText(/witness: Farah Khan/)).toBeTruthy();
  });

  it('asks for a medicine: checks the form first, then sends the times of day with the parent token', async () => {
    sessionStore.saveLoginResult({ parent_user: { access_token: 'parent-access', refresh_token: 'p' } });
    const { calls } = mockFetch({
      [`GET ${URL}`]: () => jsonResponse({ result: [] }),
      [`POST ${URL}`]: () => jsonResponse({ result: given }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChildMedicationPanel child={AARAV} />);
    expect(await screen.findByText("You haven't asked for any medicine.")).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ask staff to give a medicine' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText("Write the medicine's name.")).toBeTruthy();
    expect(screen.getByText('Add at least one time.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Medicine/ }), 'Calpol');
    await user.type(screen.getByRole('textbox', { name: /^Dose/ }), '5 ml');
    await user.type(screen.getByLabelText('Time 1'), '13:00');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    await screen.findByText("Request sent to the class's staff.");
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.headers.Authorization).toBe('Bearer parent-access');
    expect(post.body).toMatchObject({ medicine_name: 'Calpol', dose: '5 ml', times: ['13:00'] });
  });

  it('adds a prescription photo: uploaded as the parent first, then named in the request', async () => {
    sessionStore.saveLoginResult({ parent_user: { access_token: 'parent-access', refresh_token: 'p' } });
    const { calls } = mockFetch({
      [`GET ${URL}`]: () => jsonResponse({ result: [] }),
      'POST /api/media/images': () => jsonResponse({ result: testMediaFile(5) }),
      [`POST ${URL}`]: () => jsonResponse({ result: { ...given, media: [testMediaFile(5)] } }),
    });
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ChildMedicationPanel child={AARAV} />);
    await user.click(await screen.findByRole('button', { name: 'Ask staff to give a medicine' }));
    await user.type(screen.getByRole('textbox', { name: /Medicine/ }), 'Amoxicillin');
    await user.type(screen.getByRole('textbox', { name: /^Dose/ }), '5 ml');
    await user.type(screen.getByLabelText('Time 1'), '13:00');
    expect(screen.getByRole('button', { name: 'Add prescription photo' })).toBeTruthy();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['x'], 'label.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Photo: label.jpg')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    await screen.findByText("Request sent to the class's staff.");
    const upload = calls.find((c) => c.path === '/api/media/images')!;
    expect(upload.headers.Authorization).toBe('Bearer parent-access');
    const post = calls.find((c) => c.method === 'POST' && c.path === URL)!;
    expect(post.body).toMatchObject({ medicine_name: 'Amoxicillin', media_ids: [testMediaId(5)] });
  });
});
