import type { HpcCard } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CYCLE_ID, STUDENT_ID, observationEvidence, testCard } from '../test-hpc';
import { HpcCardEditor } from './hpc-card-editor';

const SLOW = 60_000;
const WAIT = { timeout: 10_000 };
const CARD = `/api/hpc_card/${CYCLE_ID}/${STUDENT_ID}`;
const AWARENESS = 'C-1.1 Shows a range of movements: Awareness';
const SENSITIVITY = 'C-1.1 Shows a range of movements: Sensitivity';

function renderEditor() {
  return renderWithProviders(
    <HpcCardEditor
      cycleId={CYCLE_ID}
      studentId={STUDENT_ID}
      framework={undefined}
      evidenceHref={(evidence) => `/evidence/${evidence._id}`}
      backHref="/assessment/hpc/student-list"
    />,
  );
}

const levelOf = (card: HpcCard, dimension: string, level: string): HpcCard => ({
  ...card,
  judgements: [
    ...card.judgements.filter((j) => j.dimension !== dimension),
    {
      ...card.judgements[0]!,
      dimension,
      level,
      evidence: dimension === 'awareness' ? card.judgements[0]!.evidence : [],
    },
  ],
});

describe('progress card editor', () => {
  // The narratives grow with their text (Mantine autosize), which listens for web fonts; jsdom has none.
  beforeAll(() => {
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    }
  });

  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it(
    'saves a level at once with the version read, and after a 409 reloads the card and saves again',
    async () => {
      let server = testCard();
      let puts = 0;
      const { calls } = mockFetch({
        [`GET ${CARD}`]: () => jsonResponse({ result: server }),
        [`PUT ${CARD}/levels`]: (call) => {
          puts += 1;
          const body = call.body as { version: number; judgements: { dimension: string; level: string }[] };
          if (puts === 2) {
            // Meanwhile a colleague saved the card twice.
            server = { ...server, version: 6 };
            return jsonResponse(
              { code: 'CONFLICT', message: 'The card has changed: reload it', msg: 'x' },
              409,
            );
          }
          const judgement = body.judgements[0]!;
          server = { ...levelOf(server, judgement.dimension, judgement.level), version: body.version + 1 };
          return jsonResponse({ result: server });
        },
      });
      const user = userEvent.setup();
      renderEditor();
      const awareness = await screen.findByRole('radiogroup', { name: AWARENESS }, WAIT);
      expect(within(awareness).getByRole('radio', { name: 'Mountain' }).getAttribute('aria-checked')).toBe(
        'true',
      );
      // The linked observation shows as a chip.
      expect(screen.getByRole('button', { name: 'Observation: Observation 1' })).toBeTruthy();

      await user.click(within(awareness).getByRole('radio', { name: 'Sky' }));
      expect(within(awareness).getByRole('radio', { name: 'Sky' }).getAttribute('aria-checked')).toBe('true');
      expect(await screen.findByText(/Saved at/, {}, WAIT)).toBeTruthy();
      expect(calls.filter((c) => c.method === 'PUT')[0]!.body).toEqual({
        version: 3,
        judgements: [
          {
            competency: 'C-1.1',
            dimension: 'awareness',
            level: 'sky',
            // The judgement keeps its evidence.
            evidence: [{ kind: 'observation', id: observationEvidence(1)._id }],
          },
        ],
      });

      const sensitivity = screen.getByRole('radiogroup', { name: SENSITIVITY });
      await user.click(within(sensitivity).getByRole('radio', { name: 'Stream' }));
      const alert = await screen.findByRole('alert', {}, WAIT);
      expect(alert.textContent).toContain('This card was changed elsewhere.');
      expect(alert.textContent).toContain('The card has changed: reload it');
      // The choice the server refused is taken back.
      expect(within(sensitivity).getByRole('radio', { name: 'Stream' }).getAttribute('aria-checked')).toBe(
        'false',
      );
      // It was sent with the version the first save answered.
      expect((calls.filter((c) => c.method === 'PUT')[1]!.body as { version: number }).version).toBe(4);

      await user.click(within(alert).getByRole('button', { name: 'Reload' }));
      await waitFor(() => expect(puts).toBe(3), WAIT);
      expect((calls.filter((c) => c.method === 'PUT')[2]!.body as { version: number }).version).toBe(6);
      await waitFor(
        () =>
          expect(
            within(screen.getByRole('radiogroup', { name: SENSITIVITY }))
              .getByRole('radio', { name: 'Stream' })
              .getAttribute('aria-checked'),
          ).toBe('true'),
        WAIT,
      );
    },
    SLOW,
  );

  it(
    'links evidence from the picker: the competency’s tagged observations first, the linked ones ticked',
    async () => {
      let server = testCard();
      const { calls } = mockFetch({
        [`GET ${CARD}`]: () => jsonResponse({ result: server }),
        [`GET /api/hpc_evidence/${CYCLE_ID}/${STUDENT_ID}`]: () =>
          jsonResponse({
            result: {
              items: [
                { ...observationEvidence(1), matches_competency: true, linked_competencies: ['C-1.1'] },
                {
                  ...observationEvidence(2, { title: 'Hopping game' }),
                  matches_competency: true,
                  linked_competencies: [],
                },
                {
                  ...observationEvidence(3, {
                    kind: 'story',
                    title: 'Our obstacle course',
                    competencies: [],
                  }),
                  matches_competency: false,
                  linked_competencies: [],
                },
              ],
            },
          }),
        [`PUT ${CARD}/levels`]: (call) => {
          const body = call.body as { judgements: { evidence: { id: string }[] }[] };
          server = {
            ...server,
            version: server.version + 1,
            judgements: [
              {
                ...server.judgements[0]!,
                evidence: [
                  observationEvidence(1),
                  observationEvidence(3, { kind: 'story', title: 'Our obstacle course' }),
                ],
              },
            ],
          };
          expect(body.judgements[0]!.evidence).toHaveLength(2);
          return jsonResponse({ result: server });
        },
      });
      const user = userEvent.setup();
      renderEditor();
      // A dimension without a level takes no evidence yet.
      await screen.findByRole('button', { name: `Add evidence to ${AWARENESS}` }, WAIT);
      expect(screen.queryByRole('button', { name: `Add evidence to ${SENSITIVITY}` })).toBeNull();
      await user.click(screen.getByRole('button', { name: `Add evidence to ${AWARENESS}` }));
      const dialog = await screen.findByRole('dialog', {}, WAIT);
      const list = await within(dialog).findByRole('list', { name: 'Evidence of this term' }, WAIT);
      const rows = within(list).getAllByRole('listitem');
      expect(rows.map((row) => row.textContent)).toEqual([
        expect.stringContaining('Observation 1'),
        expect.stringContaining('Hopping game'),
        expect.stringContaining('Our obstacle course'),
      ]);
      expect(within(rows[1]!).getByText('Tagged with this competency')).toBeTruthy();
      const linked = within(dialog).getByRole('checkbox', {
        name: 'Observation: Observation 1',
      }) as HTMLInputElement;
      expect(linked.checked).toBe(true);
      await user.click(within(dialog).getByRole('checkbox', { name: 'Learning story: Our obstacle course' }));
      await user.click(within(dialog).getByRole('button', { name: 'Link evidence' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
      expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
        version: 3,
        judgements: [
          {
            competency: 'C-1.1',
            dimension: 'awareness',
            level: 'mountain',
            evidence: [
              { kind: 'observation', id: observationEvidence(1)._id },
              { kind: 'story', id: observationEvidence(3)._id },
            ],
          },
        ],
      });
      expect(
        await screen.findByRole('button', { name: 'Learning story: Our obstacle course' }, WAIT),
      ).toBeTruthy();
    },
    SLOW,
  );

  it(
    'keeps typed words when a save fails, and Retry sends them',
    async () => {
      let fail = true;
      let server = testCard();
      mockFetch({
        [`GET ${CARD}`]: () => jsonResponse({ result: server }),
        [`PUT ${CARD}/narratives`]: (call) => {
          if (fail) return jsonResponse({ code: 'INTERNAL', message: 'Something went wrong', msg: 'x' }, 500);
          const body = call.body as {
            narratives: { domain: string; strengths: string; next_steps: string }[];
          };
          const sent = body.narratives[0]!;
          server = {
            ...server,
            version: server.version + 1,
            narratives: server.narratives.map((n) => (n.domain === sent.domain ? { ...n, ...sent } : n)),
          };
          return jsonResponse({ result: server });
        },
      });
      const user = userEvent.setup();
      renderEditor();
      const nextSteps = await screen.findByRole(
        'textbox',
        { name: 'Physical development: next steps' },
        WAIT,
      );
      await user.type(nextSteps, 'Try the balance beam');
      await user.tab();
      const alert = await screen.findByRole('alert', {}, WAIT);
      expect(alert.textContent).toContain('Not saved.');
      expect((nextSteps as HTMLTextAreaElement).value).toBe('Try the balance beam');
      fail = false;
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText(/Saved at/, {}, WAIT)).toBeTruthy();
      expect(server.narratives[0]!.next_steps).toBe('Try the balance beam');
      expect((nextSteps as HTMLTextAreaElement).value).toBe('Try the balance beam');
    },
    SLOW,
  );
});
