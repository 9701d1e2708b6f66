import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arChat from '../apps/web/src/locales/ar/cue-chat.json';
import enChat from '../apps/web/src/locales/en/cue-chat.json';
import { baseUrl, launchBrowser } from './support/browser.js';
import { bearerOf, demoPhones, loginOnce, signedInContext } from './support/sessions.js';

/*
 * Issue 10 "Done when": a teacher runs a morning — the register, two observations and an
 * announcement, all through Cue — on a 390 × 844 phone, in English and in Arabic, tapping Send.
 * Each card shows its date before anything is saved, the chat stays open after every Send, and
 * the records are then read back through the API. Each run takes a register two school days
 * back (Nursery A in English, Playgroup B in Arabic) that no other journey touches, reopened
 * first so a run after another starts from the same place.
 */

type Language = 'en' | 'ar';
const chatStrings = { en: enChat.cueChat, ar: arChat.cueChat };

/** The demo school's today: Sunbeam keeps Kolkata time, whatever this machine's zone. */
const schoolToday = () =>
  dayjs(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()));

/** "{{status}}: {{count}}" filled in, as i18next does. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

interface Morning {
  language: Language;
  /**
   * Whose morning: a chat of their own, since the chat journey (cue-chat.spec.ts) expects
   * Priya's Nursery A conversation to start empty and the journeys share one server.
   */
  teacher: 'farah' | 'priya';
  className: string;
  /** Two children absent, the day before yesterday. */
  register: { say: string; absent: [string, string] };
  observations: { say: string; child: string }[];
  /** Saved as a draft for the class; `words` are unique to the run. */
  announcement: (words: string) => string;
}

const mornings: Morning[] = [
  {
    language: 'en',
    teacher: 'farah',
    className: 'Nursery A',
    register: {
      say: 'Everyone is here except Diya and Kabir, the day before yesterday',
      absent: ['Diya Menon', 'Kabir Iyer'],
    },
    observations: [
      { say: 'Maya stacked ten blocks by herself today', child: 'Maya Fernandes' },
      { say: 'Omar painted a rainbow with his friends', child: 'Omar Haddad' },
    ],
    announcement: (words) =>
      `Tell my class parents that the puppet show is on Friday ${words}, save as draft`,
  },
  {
    language: 'ar',
    teacher: 'priya',
    className: 'Playgroup B',
    register: { say: 'الجميع حاضرون أول أمس ما عدا Tara و Dev', absent: ['Tara Singh', 'Dev Mehta'] },
    observations: [
      { say: 'Yusuf بنى برجًا عاليًا من المكعبات', child: 'Yusuf Qureshi' },
      { say: 'Nila رسمت شجرة بنفسها', child: 'Nila Pillai' },
    ],
    announcement: (words) => `أرسل إعلانًا لصف Playgroup B: غدًا عرض دمى ${words}، احفظه كمسودة`,
  },
];

async function api<T>(path: string, headers: Record<string, string>, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...headers },
  });
  expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

/** Types the words and taps Send; waits for Cue's whole answer. The chat must stay open. */
async function tapSend(page: Page, chat: Locator, language: Language, words: string): Promise<void> {
  const text = chatStrings[language];
  const answers = `[role="dialog"] article[aria-label="${text.cue}"]:not([aria-busy="true"])`;
  const before = await page.locator(answers).count();
  await chat.getByRole('textbox', { name: text.inputLabel }).fill(words);
  await chat.getByRole('button', { name: text.send, exact: true }).tap();
  const asked = chat.getByRole('article', { name: text.you }).filter({ hasText: words });
  await asked.first().waitFor();
  await page.waitForFunction(({ selector, count }) => document.querySelectorAll(selector).length > count, {
    selector: answers,
    count: before,
  });
  expect(await chat.isVisible()).toBe(true);
  expect(await chat.getByText(text.failed).count()).toBe(0);
  // Asked once: the stored conversation takes over the question without showing it twice.
  await expect.poll(() => asked.count()).toBe(1);
}

describe("a teacher's morning through Cue on a phone", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(mornings.map((morning) => [morning.language, morning] as const))(
    'in %s: a teacher takes the register, records two observations and drafts an announcement, tapping Send',
    async (language, morning) => {
      const text = chatStrings[language];
      const cards = text.cards;
      const login = await loginOnce(demoPhones[morning.teacher]);
      const headers = bearerOf(login);
      const today = schoolToday();
      const registerDay = today.subtract(2, 'day');
      const classes = await api<{ _id: string; class_name: string }[]>('/api/staff_classes/', headers);
      const classId = classes.find((c) => c.class_name === morning.className)!._id;
      // Reopened (marks stay, nothing is complete): a card may then save without a warning.
      await api(`/api/class_student_attendance/${classId}`, headers, {
        method: 'POST',
        body: JSON.stringify({
          date: registerDay.format('YYYY-MM-DD'),
          student_attendance_list: [],
          is_saved: false,
        }),
      });

      const words = String(Date.now());
      const { context, page } = await signedInContext(browser, demoPhones[morning.teacher], {
        login,
        language,
        viewport: 'phone',
        touch: true,
      });
      try {
        await page.goto('/dashboard?cue=true');
        const chat = page.getByRole('dialog', { name: text.title });
        await chat.getByRole('textbox', { name: text.inputLabel }).waitFor();
        await chat.getByLabel(text.loadingConversation).waitFor({ state: 'detached' });
        const classPicker = chat
          .getByRole('combobox', { name: text.classLabel })
          .or(chat.getByRole('textbox', { name: text.classLabel, exact: true }))
          .first();
        await classPicker.tap();
        await page.getByRole('option', { name: morning.className }).tap();
        expect(await classPicker.inputValue()).toBe(morning.className);
        const shown = (date: dayjs.Dayjs, format: string) => date.locale(language).format(format);

        // --- The register: the card names its day (not today) and both absences. ---
        await tapSend(page, chat, language, morning.register.say);
        const register = chat.getByRole('region', { name: cards.attendance.title }).last();
        const markComplete = register.getByRole('button', { name: cards.attendance.markComplete });
        await markComplete.waitFor();
        await register
          .getByText(fill(cards.attendance.date, { date: shown(registerDay, 'ddd, MMM DD, YYYY') }))
          .waitFor();
        await register
          .getByText(fill(cards.attendance.count, { status: cards.attendance.status.absent, count: 2 }))
          .waitFor();
        for (const child of morning.register.absent) {
          await register
            .getByRole('listitem', { name: child })
            .getByText(cards.attendance.status.absent, { exact: true })
            .waitFor();
        }
        await markComplete.tap();
        await register.getByRole('button', { name: cards.attendance.markedComplete }).waitFor();

        // --- Two observations, each dated today on its card before it is saved. ---
        for (const observation of morning.observations) {
          await tapSend(page, chat, language, observation.say);
          const card = chat.getByRole('region', { name: cards.observation.title }).last();
          const entry = card.getByRole('article', { name: observation.child });
          await entry.waitFor();
          await entry.getByText(shown(today, 'ddd, MMM DD, YYYY')).waitFor();
          await card.getByRole('button', { name: cards.observation.save }).tap();
          await card.getByRole('button', { name: cards.observation.saved }).waitFor();
        }

        // --- The announcement: a draft for the class, dated, never "goes out now". ---
        await tapSend(page, chat, language, morning.announcement(words));
        const announcement = chat.getByRole('region', { name: cards.announcement.title }).last();
        await announcement.getByText(cards.announcement.draftBadge, { exact: true }).waitFor();
        await announcement
          .getByText(fill(cards.announcement.draftDated, { date: shown(today, 'MMM DD, YY') }), {
            exact: false,
          })
          .waitFor();
        await announcement.getByRole('button', { name: cards.announcement.saveDraft }).tap();
        await announcement.getByRole('button', { name: cards.announcement.savedDraft }).waitFor();
        expect(await chat.isVisible()).toBe(true);
      } finally {
        await context.close();
      }

      // --- The records, read back: the register, two observations, one draft. ---
      const saved = await api<{
        is_saved: boolean;
        student_attendance_list: { first_name: string; last_name: string; attendance_status: string }[];
      }>(`/api/class_student_attendance/${classId}?date=${registerDay.format('YYYY-MM-DD')}`, headers);
      expect(saved.is_saved).toBe(true);
      for (const row of saved.student_attendance_list) {
        const name = `${row.first_name} ${row.last_name}`;
        expect(row.attendance_status, name).toBe(
          (morning.register.absent as string[]).includes(name) ? 'absent' : 'present',
        );
      }
      const observations = await api<{
        observation_entries: { student_name: string; general_note: string; date: string }[];
      }>(`/api/fetch_anecdote/${classId}`, headers, {
        method: 'POST',
        body: JSON.stringify({
          start_date: today.format('YYYY-MM-DD'),
          end_date: today.format('YYYY-MM-DD'),
        }),
      });
      for (const observation of morning.observations) {
        expect(observations.observation_entries).toContainEqual(
          expect.objectContaining({
            student_name: observation.child,
            general_note: observation.say,
            date: today.format('YYYY-MM-DD'),
          }),
        );
      }
      const drafts = await api<{
        announcements: { summary: string; status: string; classes_ids: string[] }[];
      }>('/api/announcements/?status=draft', headers);
      const draft = drafts.announcements.filter((a) => a.summary.includes(words));
      expect(draft).toEqual([expect.objectContaining({ status: 'draft', classes_ids: [classId] })]);
    },
  );
});
