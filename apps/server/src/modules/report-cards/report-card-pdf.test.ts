import { Writable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.js';
import type { ReportCardContent } from './report-card-content.js';
import { fixtureReportCard } from './report-card-fixture.js';
import { renderReportCard } from './report-card-pdf.js';

async function render(content: ReportCardContent, logo: Buffer | null = null) {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const size = await renderReportCard(content, { logo }, sink);
  const pdf = Buffer.concat(chunks);
  expect(size).toBe(pdf.length);
  return { pdf, text: pdfText(pdf), raw: pdf.toString('latin1') };
}

const pages = (raw: string) => raw.match(/\/Type \/Page\b/g)?.length ?? 0;

describe('the report card PDF', () => {
  it('prints a Hindi name in Devanagari, with every section of the card', async () => {
    const { pdf, text, raw } = await render(
      fixtureReportCard({ child: { firstName: 'अनन्या', lastName: 'गुप्ता' } }),
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(raw).toMatch(/NotoSansDevanagari/);
    const lines = text.split('\n');
    // The name as written (read back through the embedded font's ToUnicode map), on its own line.
    expect(lines).toContain('अनन्या गुप्ता');
    for (const expected of [
      'Sunbeam Nursery',
      'Holistic Progress Card',
      'Term 2 · 11 Sept 2026 – 25 Dec 2026',
      'ClassNursery A',
      'Attendance46 of 50 days (92%)',
      'Physical development',
      'CompetencyAwarenessSensitivityCreativity',
      'StreamMountainSky',
      'Strengths',
      'Next steps',
      'All about me',
      'I likeDinosaurs, painting and the swing',
      'Languages at homeHindi, English',
      'How I feel about my learning',
      'I play with my friendsI can do it!',
      'I can tell a storyNot asked yet',
      'Feedback from home and friends',
      'Observations',
      '12 Nov 2026Tower of ten blocks',
      'Stream: Beginning: does it with help',
      'Priya Nair, 19 Nov 2026',
      'Signed off by the class teacherParent or guardian',
      'Printed on 20 Nov 2026',
    ])
      expect(lines, expected).toContain(expected);
    expect(text).toMatch(/Page 1 of \d/);
  });

  it('prints Arabic and Hebrew names with their fonts, and Latin names in Noto Sans alone', async () => {
    const arabic = await render(fixtureReportCard({ child: { firstName: 'ليلى', lastName: 'حسن' } }));
    expect(arabic.raw).toMatch(/NotoSansArabic/);
    expect(arabic.text).toMatch(/[\u0600-\u06ff]{3}/);
    const hebrew = await render(fixtureReportCard({ child: { firstName: 'נועה', lastName: 'כהן' } }));
    expect(hebrew.raw).toMatch(/NotoSansHebrew/);
    expect(hebrew.text).toMatch(/[\u0590-\u05ff]{3}/);
    const latin = await render(fixtureReportCard());
    expect(latin.raw).not.toMatch(/NotoSansDevanagari|NotoSansArabic/);
    expect(latin.text.split('\n')).toContain('Aarav Sharma');
  });

  it('prints names in the other scripts of India with their own Noto fonts, Punjabi included', async () => {
    const names: [string, string, string][] = [
      ['Tamil', 'கவின்', 'குமார்'],
      ['Bengali', 'অনন্যা', 'দাস'],
      ['Gurmukhi', 'ਹਰਪ੍ਰੀਤ', 'ਸਿੰਘ'],
      ['Gujarati', 'અનન્યા', 'પટેલ'],
      ['Oriya', 'ଅନନ୍ୟା', 'ଦାସ'],
      ['Telugu', 'అనన్య', 'రెడ్డి'],
      ['Kannada', 'ಅನನ್ಯಾ', 'ರಾವ್'],
      ['Malayalam', 'അനന്യ', 'നായർ'],
    ];
    for (const [script, firstName, lastName] of names) {
      const { raw, text } = await render(fixtureReportCard({ child: { firstName, lastName } }));
      expect(raw, script).toMatch(new RegExp(`NotoSans${script}-Regular`));
      // Read back glyph by glyph: a vowel sign drawn before its consonant comes first, so the
      // letters are compared as a set of characters, in order where nothing is reordered.
      const line = text.split('\n')[3]!;
      const sorted = (words: string) => [...words].sort().join('');
      expect(sorted(line), script).toBe(sorted(`${firstName} ${lastName}`));
    }
    const tamil = await render(fixtureReportCard({ child: { firstName: 'கவின்', lastName: 'குமார்' } }));
    expect(tamil.text.split('\n')).toContain('கவின் குமார்');
  });

  it('breaks a long card over pages, numbering each, and prints the title the school chose', async () => {
    const observations = Array.from({ length: 40 }, (_, i) => ({
      date: '2026-11-12',
      title: `Observation ${i + 1}`,
      note: 'Built a tower of ten blocks and counted them aloud, then invited a friend to add the roof.',
    }));
    const { text, raw } = await render(fixtureReportCard({ observations, title: 'Progress Report 2026–27' }));
    const count = pages(raw);
    expect(count).toBeGreaterThan(2);
    expect(text).toContain(`Page ${count} of ${count}`);
    expect(text.split('\n')).toContain('Progress Report 2026–27');
    expect(text).toContain('Observation 40');
  });

  it('prints the school logo when there is one, and leaves out one it cannot read', async () => {
    const logo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 250, g: 160, b: 0 } },
    })
      .png()
      .toBuffer();
    const withLogo = await render(fixtureReportCard(), logo);
    expect(withLogo.raw).toMatch(/\/Subtype \/Image/);
    const broken = await render(fixtureReportCard(), Buffer.from('not an image'));
    expect(broken.raw).not.toMatch(/\/Subtype \/Image/);
    expect(broken.text.split('\n')).toContain('Holistic Progress Card');
  });

  it('prints a card with nothing judged yet: dashes, no register, no empty sections, marked draft', async () => {
    const { text } = await render(
      fixtureReportCard({
        attendance: null,
        domains: [
          {
            name: 'Physical development',
            competencies: [
              {
                code: 'C-1.1',
                name: 'Moves with balance',
                levels: [{ dimension: 'Awareness', level: null }],
                evidence: [],
              },
            ],
            strengths: '',
            nextSteps: '',
          },
        ],
        profile: { likes: '', myFamily: '', languagesAtHome: [], aboutMe: '' },
        selfAssessment: [],
        feedback: [],
        observations: [],
        signOff: { by: null, at: null, printedOn: '2026-11-20' },
      }),
    );
    const lines = text.split('\n');
    expect(lines).toContain('AttendanceNot recorded');
    // Not judged: a dash beside the competency (one line: the same height on the page).
    expect(lines).toContain('C-1.1 Moves with balance—');
    expect(lines).not.toContain('Strengths');
    expect(lines).not.toContain('All about me');
    // Printed before the progress card was signed off: marked as a draft.
    expect(text).toContain('DRAFT — not signed off');
    expect(lines).not.toContain('Observations');
    expect(lines).not.toContain('How I feel about my learning');
  });
});
