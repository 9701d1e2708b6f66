import type { ToolAttendanceStatus } from '@cue/contracts';

/**
 * The offline engine's Arabic and Hebrew words, merged into the tables of vocabulary.ts. Written
 * as teachers type them: masculine, feminine and plural forms each get a row, Arabic alef with
 * or without hamza reads the same (words.ts makes every alef plain). Children's names are read in
 * the Latin script the roster uses ("Diya غائبة"); Arabic- or Hebrew-script spellings of names
 * are not guessed.
 */

export const rtlStatusWords: readonly (readonly [string, ToolAttendanceStatus])[] = [
  // Arabic: present, here, came, arrived late (late is present, as in English)
  ...['حاضر', 'حاضرة', 'حاضرون', 'حاضرين', 'حاضرات', 'موجود', 'موجودة', 'موجودون', 'موجودين', 'هنا'].map(
    (w) => [w, 'present'] as const,
  ),
  ...['جاء', 'جاءت', 'جاؤوا', 'حضر', 'حضرت', 'حضروا', 'وصل', 'وصلت', 'متاخر', 'متاخرة', 'تاخر', 'تاخرت'].map(
    (w) => [w, 'present'] as const,
  ),
  // Arabic: absent, did not come, not here
  ...['غائب', 'غائبة', 'غائبون', 'غائبين', 'غاب', 'غابت', 'غياب'].map((w) => [w, 'absent'] as const),
  ...[
    'لم يحضر',
    'لم تحضر',
    'لم يات',
    'لم تات',
    'ما اجا',
    'ما اجت',
    'ليس هنا',
    'ليست هنا',
    'غير موجود',
    'غير موجودة',
    'غير حاضر',
    'غير حاضرة',
  ].map((w) => [w, 'absent'] as const),
  // Arabic: sick or with an accepted reason
  ...['مريض', 'مريضة', 'مرضى', 'معذور', 'معذورة', 'بعذر', 'عنده حمى', 'عندها حمى', 'عند الطبيب'].map(
    (w) => [w, 'excused'] as const,
  ),
  // Arabic: leave, holiday, travelling
  ...['في اجازة', 'اجازة', 'في عطلة', 'عطلة', 'مسافر', 'مسافرة'].map((w) => [w, 'leave'] as const),
  // Hebrew: present, here, came, late
  ...['נוכח', 'נוכחת', 'נוכחים', 'כאן', 'פה', 'הגיע', 'הגיעה', 'הגיעו', 'באו', 'בא', 'באה'].map(
    (w) => [w, 'present'] as const,
  ),
  ...['מאחר', 'מאחרת', 'איחר', 'איחרה', 'איחרו', 'באיחור'].map((w) => [w, 'present'] as const),
  // Hebrew: absent, did not come, not here
  ...['נעדר', 'נעדרת', 'נעדרים', 'חסר', 'חסרה', 'חסרים', 'לא הגיע', 'לא הגיעה', 'לא הגיעו', 'לא כאן'].map(
    (w) => [w, 'absent'] as const,
  ),
  ...['לא פה', 'לא נוכח', 'לא נוכחת', 'לא באה', 'לא בא', 'נשאר בבית', 'נשארה בבית'].map(
    (w) => [w, 'absent'] as const,
  ),
  // Hebrew: sick or with an accepted reason
  ...['חולה', 'חולים', 'חולות', 'מוצדק', 'מוצדקת', 'בחום', 'אצל הרופא', 'אצל רופא'].map(
    (w) => [w, 'excused'] as const,
  ),
  // Hebrew: leave, holiday, travelling
  ...['בחופשה', 'חופשה', 'בחופש', 'טס', 'טסה'].map((w) => [w, 'leave'] as const),
];

export const rtlEveryoneWords = [
  'الجميع',
  'الكل',
  'كلهم',
  'كل الطلاب',
  'كل الاطفال',
  'جميع الاطفال',
  'جميع الطلاب',
  'كل الصف',
  'الصف كله',
  'כולם',
  'כל הכיתה',
  'כל הילדים',
  'הכיתה כולה',
];
export const rtlNobodyWords = ['لا احد', 'ولا واحد', 'ما حدا', 'אף אחד', 'אף ילד'];
export const rtlRestWords = [
  'الباقي',
  'والباقي',
  'والبقية',
  'البقية',
  'الباقون',
  'الباقين',
  'باقي الاطفال',
  'باقي الطلاب',
  'الاخرون',
  'השאר',
  'כל השאר',
  'שאר הילדים',
  'כל היתר',
  'היתר',
];
export const rtlExceptWords = ['ما عدا', 'ماعدا', 'عدا', 'الا', 'باستثناء', 'חוץ', 'חוץ מ', 'מלבד', 'פרט ל'];
export const rtlOnlyWords = ['فقط', 'רק'];

export const rtlIntentCues: readonly (readonly [string, 'attendance' | 'observation' | 'help', number])[] = [
  ['الحضور', 'attendance', 4],
  ['سجل الحضور', 'attendance', 4],
  ['الغياب', 'attendance', 4],
  ['נוכחות', 'attendance', 4],
  ['רשימת נוכחות', 'attendance', 4],
  ['ملاحظة', 'observation', 4],
  ['لاحظت', 'observation', 3],
  ['תצפית', 'observation', 4],
  ['הערה', 'observation', 3],
  ['שמתי לב', 'observation', 3],
  ['مساعدة', 'help', 3],
  ['ماذا تستطيع', 'help', 6],
  ['עזרה', 'help', 3],
  ['מה אתה יכול', 'help', 6],
];

/** Learning-area words, by the title of vocabulary.ts's observationTitles they belong to. */
export const rtlLearningWords: Record<string, readonly string[]> = {
  'Construction play': ['بنى', 'بنت', 'برج', 'برجا', 'مكعبات', 'בנה', 'בנתה', 'מגדל', 'קוביות', 'לגו'],
  'Early numeracy': ['عد', 'عدت', 'ارقام', 'اشكال', 'ספר', 'ספרה', 'מספרים', 'צורות', 'פאזל'],
  'Art and creativity': ['رسم', 'رسمت', 'لون', 'لونت', 'صلصال', 'צייר', 'ציירה', 'צבע', 'צבעה', 'פלסטלינה'],
  'Early literacy': ['قرا', 'قرات', 'قصة', 'حروف', 'كتاب', 'קרא', 'קראה', 'סיפור', 'אותיות', 'ספר'],
  'Music and movement': ['غنى', 'غنت', 'رقص', 'رقصت', 'اغنية', 'שר', 'שרה', 'רקד', 'רקדה', 'שיר'],
  'Physical development': ['ركض', 'ركضت', 'قفز', 'قفزت', 'تسلق', 'تسلقت', 'רץ', 'רצה', 'קפץ', 'קפצה', 'טיפס'],
  'Social skills': ['شارك', 'شاركت', 'ساعد', 'ساعدت', 'اصدقاء', 'שיתף', 'שיתפה', 'עזר', 'עזרה', 'חברים'],
  'Emotional development': ['بكى', 'بكت', 'سعيد', 'سعيدة', 'حزين', 'حزينة', 'בכה', 'בכתה', 'שמח', 'שמחה'],
  'Self-care': ['نام', 'نامت', 'قيلولة', 'اكل', 'اكلت', 'ישן', 'ישנה', 'אכל', 'אכלה', 'צהריים'],
  Independence: ['بنفسه', 'بنفسها', 'وحده', 'وحدها', 'לבד', 'בעצמו', 'בעצמה'],
};

/** The request around an Arabic or Hebrew observation ("ملاحظة:"), stripped from its start. */
export const rtlObservationLeadIns: readonly RegExp[] = [
  /^\s*(?:سجل|سجلي|اكتب|اكتبي)?\s*(?:ملاحظة|ملاحظه)\s*(?:عن\s+[^:،,\-–]+?)?\s*[:،,\-–]\s*/u,
  /^\s*(?:רשום|רשמי|תרשום|תרשמי)?\s*(?:הערה|תצפית)\s*(?:על\s+[^:,\-–]+?)?\s*[:,\-–]\s*/u,
  /^\s*(?:لاحظت\s+(?:ان\s+)?|שמתי לב\s+(?:ש)?)/u,
];

/**
 * Announcements in Arabic and Hebrew (announcement-reading-ar-he.ts reads them). Arabic words are
 * written plain (no vowel marks, bare alef): `looseArabic` lets the teacher's marks and hamzas
 * through, so the message keeps the teacher's own spelling.
 */
export const rtlAnnouncementCues: readonly (readonly [string, 'announcement', number])[] = [
  ...['اعلان', 'اعلانا', 'الاعلان', 'تعميم', 'تعميما'].map((w) => [w, 'announcement', 5] as const),
  ...['للعائلات', 'العائلات', 'الاهالي', 'للاهالي', 'اولياء الامور', 'لاولياء الامور'].map(
    (w) => [w, 'announcement', 3] as const,
  ),
  ...['הודעה', 'ההודעה', 'הודעת', 'הודע', 'הודיעי', 'תודיע', 'תודיעי'].map(
    (w) => [w, 'announcement', 5] as const,
  ),
  ...['להורים', 'ההורים', 'הורים', 'להורי', 'למשפחות', 'תזכורת'].map((w) => [w, 'announcement', 3] as const),
];

/** Verbs that open a request ("أرسل", "שלחי"), stripped from the start with what follows them. */
export const rtlAnnouncementVerbs = [
  // Arabic: send, write, publish, prepare, tell, inform, remind (masculine and feminine)
  'ارسل',
  'ارسلي',
  'اكتب',
  'اكتبي',
  'انشر',
  'انشري',
  'انشئ',
  'جهز',
  'جهزي',
  'اخبر',
  'اخبري',
  'بلغ',
  'بلغي',
  'ذكر',
  'ذكري',
  // Hebrew
  'שלח',
  'שלחי',
  'תשלח',
  'תשלחי',
  'כתוב',
  'כתבי',
  'תכתוב',
  'תכתבי',
  'פרסם',
  'פרסמי',
  'תפרסם',
  'תפרסמי',
  'הכן',
  'הכיני',
  'תכין',
  'תכיני',
  'תגיד',
  'תגידי',
  'ספר',
  'ספרי',
  'הודע',
  'הודיעי',
  'תודיע',
  'תודיעי',
  'תזכיר',
  'תזכירי',
];
/** The thing asked for ("إعلانًا", "טיוטת הודעה"). */
export const rtlAnnouncementNouns = [
  'مسودة اعلان',
  'اعلانا',
  'اعلان',
  'الاعلان',
  'تعميما',
  'تعميم',
  'رسالة',
  'טיוטת הודעה',
  'הודעה',
  'ההודעה',
  'תזכורת',
];
/** Who it is for, when said before the message ("للعائلات", "להורי"); class names follow some. */
export const rtlAudienceWords = [
  'لاولياء الامور',
  'اولياء الامور',
  'للعائلات',
  'العائلات',
  'للاهالي',
  'الاهالي',
  'لاهالي صف',
  'لاهالي',
  'للجميع',
  'لصفي',
  'لصف',
  'לכל ההורים',
  'להורי הכיתה',
  'להורים של',
  'להורים',
  'ההורים',
  'להורי',
  'למשפחות',
  'לכולם',
  'לכיתה שלי',
  'לכיתה',
];
/** The teacher's own class as the audience. */
export const rtlOwnClassAudience =
  /(?<!\p{L})(?:لصفي|صفي|فصلي|صفنا|هذا الصف|اهالي الصف|לכיתה שלי|הכיתה שלי|הכיתה שלנו|הכיתה הזו|הגן שלי|הגן שלנו|להורי הכיתה)(?!\p{L})/u;
/** "as a draft", "don't send it yet". */
export const rtlDraftCue =
  /(?<!\p{L})(?:ك?مسودة|لا ترسل(?:ه|ها)? بعد|כ?טיוטה|טיוטת|אל תשלח(?:י)?(?: אותה| אותו)? עדיין)(?!\p{L})/u;
/** "schedule it", "תזמני". */
export const rtlScheduleCue = /(?<!\p{L})(?:جدول(?:ه|ها|ي|يه|يها)?|תזמן|תזמני|לתזמן)(?!\p{L})/u;
/** Verbs of a trailing "send it tomorrow at 8" clause. */
export const rtlSendVerbs = [
  'جدوله',
  'جدولها',
  'جدوليه',
  'جدوليها',
  'ارسله',
  'ارسلها',
  'ارسليه',
  'ارسليها',
  'انشره',
  'انشرها',
  'תזמן',
  'תזמני',
  'שלח',
  'שלחי',
  'תשלח',
  'תשלחי',
  'לשלוח',
];
/** Times of day after an hour: morning or afternoon/evening. */
export const rtlMorningWords = ['صباحا', 'صباح', 'בבוקר'];
export const rtlAfternoonWords = ['مساء', 'ظهرا', 'عصرا', 'בערב', 'בצהריים', 'אחה"צ', 'אחר הצהריים'];

/** Titles in the teacher's language, by the first word of the message that matches. */
export const rtlAnnouncementTitles: readonly { title: string; pattern: RegExp }[] = [
  { title: 'رحلة', pattern: /رحلة|نزهة/u },
  { title: 'اليوم الرياضي', pattern: /يوم رياضي|اليوم الرياضي/u },
  { title: 'اجتماع أولياء الأمور', pattern: /اجتماع/u },
  { title: 'المدرسة مغلقة', pattern: /مغلق|لا دوام|لا يوجد دوام/u },
  { title: 'عطلة', pattern: /عطلة|اجازة/u },
  { title: 'تذكير بالرسوم', pattern: /رسوم|الرسوم/u },
  { title: 'يوم التصوير', pattern: /تصوير|صور/u },
  { title: 'عيد ميلاد', pattern: /عيد ميلاد/u },
  { title: 'טיול', pattern: /טיול/u },
  { title: 'יום ספורט', pattern: /יום ספורט/u },
  { title: 'אסיפת הורים', pattern: /אסיפה|אסיפת/u },
  { title: 'הגן סגור', pattern: /סגור|סגורה|אין לימודים|אין גן/u },
  { title: 'חופשה', pattern: /חופשה|חופש|חג/u },
  { title: 'תזכורת תשלום', pattern: /תשלום|דמי/u },
  { title: 'יום צילומים', pattern: /צילום|צילומים/u },
  { title: 'יום הולדת', pattern: /יום הולדת/u },
];
