import { z } from 'zod';
import { IsoDateSchema, StoredDateSchema, TimeOfDaySchema } from './calendar.js';
import { careVariantsWith, MAX_CARE_RECORDS } from './carelog.js';
import { freeText, freeTextLimits } from './free-text.js';
import { MIN_ID_LENGTH } from './limits.js';
import { CompetencyCodesSchema, CurriculumFrameworkKeySchema } from './curriculum.js';
import { UnitInputSchema, type UnitInput } from './units.js';

/**
 * The AI assistant "Cue" (spec sections 3 "Chat message", "Attendance result", "Mentioned
 * students", "Observation result", "Announcement"; 7 "Realtime"). The tool schemas below are the
 * contract between the assistant and the chat's tool cards, and, through `.describe()`, the
 * parameters a language model sees, so every field says what it means in a teacher's words.
 * Names start with the assistant's words (tool, chat, cue) so they never collide with the
 * classroom-records contracts they mirror.
 */

/** The Reasoning toggle of the chat screen: off is 'fast', on is 'reasoning'. */
export const assistantModes = ['fast', 'reasoning'] as const;
export const AssistantModeSchema = z
  .enum(assistantModes)
  .describe("'fast' answers at once; 'reasoning' lets a model think longer (the Reasoning toggle)");
export type AssistantMode = z.infer<typeof AssistantModeSchema>;

/** Who answered: the supervisor (plain text, routing) or one of the agents it routes to. */
export const assistantAgents = [
  'supervisor',
  'attendance',
  'observation',
  'announcement',
  'carelog',
  'journal',
  'story',
  'unit',
  'lesson_analysis',
  'progress_comments',
  'evidence_gaps',
] as const;
export const AssistantAgentSchema = z.enum(assistantAgents).describe('The agent that answered');
export type AssistantAgent = z.infer<typeof AssistantAgentSchema>;

export const assistantToolNames = [
  'attendance',
  'observation',
  'announcement',
  'mentioned_students',
  'carelog',
  'journal_post',
  'story',
  'unit',
  'progress_comments',
] as const;
export const AssistantToolNameSchema = z.enum(assistantToolNames).describe('The tool the assistant called');
export type AssistantToolName = z.infer<typeof AssistantToolNameSchema>;

/**
 * Spec section 5: what a streamed or model-made tool result gets when a field is missing (a
 * missing date is the teacher's today). The server's validation and the web's streaming parser
 * share these.
 */
export const toolDefaults = {
  attendanceStatus: 'NA',
  observationTitle: 'Observation',
  studentName: 'Student',
  shareWith: 'Everyone',
  announcementTitle: 'Announcement',
} as const;

/** Student and class ids as a model or a stream may carry them (spec section 5: at least 24 characters). */
const ToolIdSchema = z.string().min(MIN_ID_LENGTH).max(100);

/**
 * Which tool fields hold a child of the class's roster or a class the teacher may address (issue
 * 18): the LLM engine lists their allowed ids in each request's tool schema, so a model server
 * that turns the schema into a grammar (llama.cpp, vLLM, Ollama) can only write a real id.
 * Parsing is unchanged: the roster check stays on the server whatever the model wrote.
 */
export const toolIdFields = z.registry<{ idOf: 'child' | 'class' }>();

/** A child of the roster, the one schema every tool uses for it. */
const RosterChildIdSchema = ToolIdSchema.describe("The child's id from the class roster").register(
  toolIdFields,
  { idOf: 'child' },
);

/** A class the teacher may address, described where it is used. */
const toolClassId = (description: string) =>
  ToolIdSchema.describe(description).register(toolIdFields, { idOf: 'class' });

// ---------------------------------------------------------------------------------------------
// Tool arguments

/** Spec section 3: attendance statuses; 'NA' means not marked. */
export const toolAttendanceStatuses = ['present', 'absent', 'excused', 'leave', 'unassigned', 'NA'] as const;
export const ToolAttendanceStatusSchema = z
  .enum(toolAttendanceStatuses)
  .describe(
    "present (in class), absent (away, no reason given), excused (away for an accepted reason such as illness), leave (planned leave or holiday), unassigned, or 'NA' (not marked yet)",
  );
export type ToolAttendanceStatus = z.infer<typeof ToolAttendanceStatusSchema>;

export const AttendanceToolArgsSchema = z
  .object({
    date: StoredDateSchema.describe('The register day, DD-MM-YYYY'),
    student_attendance_list: z
      .array(
        z.object({
          student_id: RosterChildIdSchema,
          attendance_status: ToolAttendanceStatusSchema,
        }),
      )
      .describe('One row per child the teacher spoke about (the whole class for "everyone")'),
    is_saved: z.literal(false).describe('Always false: nothing is saved until the teacher saves the card'),
  })
  .describe('A draft attendance register for the teacher to review and save');
export type AttendanceToolArgs = z.infer<typeof AttendanceToolArgsSchema>;

export const ObservationToolArgsSchema = z
  .object({
    observation_entries: z
      .array(
        z.object({
          student_id: RosterChildIdSchema,
          date: StoredDateSchema.describe('The day it happened, DD-MM-YYYY'),
          title: freeText({ max: freeTextLimits.title, required: true }).describe(
            "A short title, e.g. 'Construction play'; 'Observation' if unsure",
          ),
          general_note: freeText({ max: freeTextLimits.longText, required: true }).describe(
            "What the child did, in the teacher's own words",
          ),
          type_of_anecdote: z.literal('general').describe("Always 'general' (an everyday observation)"),
          competencies: CompetencyCodesSchema.optional().describe(
            "Suggested competency codes of the class's curriculum framework the note shows (the teacher confirms them)",
          ),
        }),
      )
      .describe('One entry per child; a group observation repeats the note for each child'),
    is_saved: z.literal(false).describe('Always false: nothing is saved until the teacher saves the card'),
  })
  .describe('Draft observations (anecdotes) for the teacher to review and save');
export type ObservationToolArgs = z.infer<typeof ObservationToolArgsSchema>;

/** Same audiences as the announcements contract: the whole school, or chosen classes. */
export const toolShareWithOptions = ['Everyone', 'Classes'] as const;

export const AnnouncementToolArgsSchema = z
  .object({
    announcements: z
      .array(
        z.object({
          title: freeText({ max: freeTextLimits.title, required: true }).describe(
            'Headline parents see first',
          ),
          summary: freeText({ max: freeTextLimits.longText }).describe(
            'The message itself, in full sentences',
          ),
          share_with: z
            .enum(toolShareWithOptions)
            .describe(
              "'Everyone' (every family of the school) or 'Classes' (only the families of classes_ids)",
            ),
          date: StoredDateSchema.describe('Publish day, DD-MM-YYYY (today unless scheduled)'),
          time: TimeOfDaySchema.describe('Publish time, hh:mm A (now unless scheduled)'),
          schedule_later: z.boolean().describe('true publishes at date and time instead of now'),
          classes_ids: z
            .array(toolClassId('Class id'))
            .describe("The classes whose families receive it (empty for 'Everyone')"),
          save_as_draft: z.boolean().describe('true keeps it as a draft that nobody but staff sees'),
        }),
      )
      .describe('Usually one announcement'),
  })
  .describe('Draft announcements to parents for the teacher to review, then send, schedule or keep as draft');
export type AnnouncementToolArgs = z.infer<typeof AnnouncementToolArgsSchema>;

export const MentionedStudentsToolArgsSchema = z
  .object({
    students: z
      .array(
        z.object({
          id: RosterChildIdSchema,
          name: freeText({ max: freeTextLimits.title, required: true }).describe("The child's full name"),
        }),
      )
      .describe('The children the answer is about (shown as chips linking to each child)'),
  })
  .describe('Children the answer mentions, e.g. when asking which of two children with one name was meant');
export type MentionedStudentsToolArgs = z.infer<typeof MentionedStudentsToolArgsSchema>;

/**
 * A care log draft (decision 046): one row per child and event, each row exactly a care event of
 * the care log's contract (carelog.ts) plus the child it is about, so Save sends the rows as they
 * are to the care log's group request.
 */
export const CarelogToolEntrySchema = z
  .discriminatedUnion(
    'kind',
    careVariantsWith({
      student_id: RosterChildIdSchema,
      student_name: freeText({ max: freeTextLimits.title, required: true }).describe("The child's full name"),
    }),
  )
  .describe('One care event for one child');
export type CarelogToolEntry = z.infer<typeof CarelogToolEntrySchema>;

export const CarelogToolArgsSchema = z
  .object({
    date: StoredDateSchema.describe('The care day, DD-MM-YYYY (today unless the teacher said another day)'),
    care_entries: z
      .array(CarelogToolEntrySchema)
      .min(1)
      .max(MAX_CARE_RECORDS)
      .describe(
        'One row per child and event; "everyone had lunch" is a row for each child present, exceptions with their own amount',
      ),
    is_saved: z.literal(false).describe('Always false: nothing is saved until the teacher saves the card'),
  })
  .describe(
    'Draft care log entries (meals, drinks, naps, nappies, mood, temperature, sunscreen, notes) for the teacher to review and save',
  );
export type CarelogToolArgs = z.infer<typeof CarelogToolArgsSchema>;

export const JournalPostToolArgsSchema = z
  .object({
    class_id: toolClassId('The class whose journal gets the post (every child of it)'),
    text: freeText({ max: freeTextLimits.longText, required: true, trim: true }).describe(
      "What the families read, in the teacher's own words",
    ),
    is_saved: z.literal(false).describe('Always false: nothing is shared until the teacher saves the card'),
  })
  .describe(
    "A draft post to a class's journal (every family of the class reads it) for the teacher to review and share",
  );
export type JournalPostToolArgs = z.infer<typeof JournalPostToolArgsSchema>;

/** The three parts of a learning story (stories.ts): what happened, the learning, what next. */
export const storyParts = ['story', 'learning', 'next_steps'] as const;
export const StoryPartSchema = z.enum(storyParts);
export type StoryPart = z.infer<typeof StoryPartSchema>;

/**
 * A learning story draft (issue 15, decision 048) made from a child's or a topic's observations of
 * a period. Each paragraph names the observations it comes from, so the card can show where every
 * sentence of the offline engine's draft came from; Save turns the paragraphs of each part into
 * that part's document (story-doc.ts `storyDocFromText`) and sends the story's contract.
 */
export const StoryToolArgsSchema = z
  .object({
    class_id: toolClassId('The class the story belongs to'),
    title: freeText({ max: freeTextLimits.title, required: true }).describe(
      "A short title, e.g. 'Aarav's week'",
    ),
    story_date: IsoDateSchema.describe('The first day of the period, YYYY-MM-DD'),
    period: z
      .object({ from: IsoDateSchema, to: IsoDateSchema })
      .describe('The days whose observations and photos were gathered, YYYY-MM-DD'),
    whole_class: z.boolean().describe('true for a story about the whole class'),
    students: z
      .array(
        z.object({
          id: RosterChildIdSchema,
          name: freeText({ max: freeTextLimits.title, required: true }).describe("The child's full name"),
        }),
      )
      .max(100)
      .describe('The children it is about (empty for the whole class)'),
    paragraphs: z
      .array(
        z.object({
          part: StoryPartSchema.describe(
            "'story' (what happened), 'learning' (what it shows) or 'next_steps'",
          ),
          text: freeText({ max: freeTextLimits.longText, required: true, trim: true }).describe(
            'One paragraph',
          ),
          observation_ids: z
            .array(ToolIdSchema)
            .max(100)
            .describe('The observations this paragraph draws on (none for a general sentence)'),
        }),
      )
      .min(1)
      .max(40)
      .describe('The story in paragraphs, the story part first, then learning, then next steps'),
    observation_ids: z.array(ToolIdSchema).max(100).describe('Every observation the story draws on'),
    media_ids: z.array(ToolIdSchema).max(30).describe('Photos of the period that may go with it'),
    is_saved: z.literal(false).describe('Always false: nothing is saved until the teacher saves the card'),
  })
  .describe(
    "A draft learning story from a child's or a topic's observations for the teacher to review and save",
  );
export type StoryToolArgs = z.infer<typeof StoryToolArgsSchema>;

/**
 * A unit draft (issue 16, decision 049): exactly a unit of the unit library's contract (units.ts
 * `UnitInputSchema`) plus the class it was planned for, so Save sends the unit as it is to the
 * organization library (`unitInputFromCard`). Competency codes are the class's framework's.
 */
export const UnitToolArgsSchema = UnitInputSchema.extend({
  class_id: toolClassId('The class the unit was planned for (its framework and age band)'),
  is_saved: z.literal(false).describe('Always false: nothing is saved until the teacher saves the card'),
}).describe(
  "A draft unit of work (a theme's activities over some school days, against the class's curriculum framework) for the teacher to review and save into the organization's unit library",
);
export type UnitToolArgs = z.infer<typeof UnitToolArgsSchema>;

/** What Save sends to the unit library for a unit card: the card without its class and flag. */
export function unitInputFromCard(args: z.input<typeof UnitToolArgsSchema>): UnitInput {
  const { class_id: _classId, is_saved: _saved, ...unit } = args;
  return {
    ...unit,
    activities: unit.activities.map(({ id: _id, ...activity }) => activity),
  };
}

/** Sentences one part (strengths or next steps) of one domain holds at most. */
export const MAX_PROGRESS_SENTENCES = 12;

/**
 * A sentence of a progress comment and the records it comes from: the child's observations of the
 * cycle (and published stories linked to them). A sentence citing nothing is a question for the
 * teacher that claims nothing about the child.
 */
export const ProgressCommentSentenceSchema = z.object({
  text: freeText({ max: freeTextLimits.longText, required: true, trim: true }).describe('One sentence'),
  observation_ids: z
    .array(ToolIdSchema)
    .max(50)
    .describe("The child's observations of the cycle this sentence draws on (none for a question)"),
  story_ids: z
    .array(ToolIdSchema)
    .max(20)
    .describe('Published learning stories about the child this sentence draws on (usually none)'),
});
export type ProgressCommentSentence = z.infer<typeof ProgressCommentSentenceSchema>;

/**
 * Draft progress card comments (issue 17): for one child and the class's current assessment
 * cycle, per domain of the class's curriculum framework, the strengths and next steps the
 * teacher's progress card narrative holds. Built only from the child's evidence of the cycle;
 * Save writes each domain's sentences, as the teacher edited them, into the child's progress card
 * (the HPC's narratives).
 */
export const ProgressCommentsToolArgsSchema = z
  .object({
    class_id: toolClassId('The class (its current assessment cycle and framework)'),
    cycle: z
      .object({
        id: ToolIdSchema.describe('The assessment cycle id'),
        name: freeText({ max: freeTextLimits.title, required: true }).describe("e.g. 'Term 2'"),
        from: IsoDateSchema,
        to: IsoDateSchema,
      })
      .describe('The current assessment cycle whose evidence was gathered, YYYY-MM-DD'),
    student: z
      .object({
        id: RosterChildIdSchema,
        name: freeText({ max: freeTextLimits.title, required: true }).describe("The child's full name"),
      })
      .describe('The child the comments are about'),
    framework: CurriculumFrameworkKeySchema,
    domains: z
      .array(
        z.object({
          domain: z.string().min(1).max(40).describe("A domain code of the class's framework, e.g. NCF-PHY"),
          title: freeText({ max: freeTextLimits.title, required: true }).describe("The domain's title"),
          strengths: z
            .array(ProgressCommentSentenceSchema)
            .max(MAX_PROGRESS_SENTENCES)
            .describe('What the evidence shows the child can do, each sentence citing it'),
          next_steps: z
            .array(ProgressCommentSentenceSchema)
            .max(MAX_PROGRESS_SENTENCES)
            .describe('What the child might try next'),
        }),
      )
      .min(1)
      .max(20)
      .describe("Every domain of the framework, in the framework's order"),
    observation_ids: z.array(ToolIdSchema).max(200).describe('Every observation the comments cite'),
    is_saved: z.literal(false).describe('Always false: nothing is saved until the teacher saves the card'),
  })
  .describe(
    "Draft progress card comments (strengths and next steps per curriculum domain) for one child, from that child's evidence in the current assessment cycle, for the teacher to review and save into the child's progress card",
  );
export type ProgressCommentsToolArgs = z.infer<typeof ProgressCommentsToolArgsSchema>;

/** One domain's narrative as a progress card stores it: each part's sentences as one text. */
export function progressNarrativeOf(domain: ProgressCommentsToolArgs['domains'][number]): {
  domain: string;
  strengths: string;
  next_steps: string;
} {
  const join = (sentences: readonly { text: string }[]) =>
    sentences
      .map((sentence) => sentence.text.trim())
      .filter(Boolean)
      .join(' ');
  return { domain: domain.domain, strengths: join(domain.strengths), next_steps: join(domain.next_steps) };
}

/** Each tool's argument schema, by tool name: what validation and a model's tool binding use. */
export const assistantToolSchemas = {
  attendance: AttendanceToolArgsSchema,
  observation: ObservationToolArgsSchema,
  announcement: AnnouncementToolArgsSchema,
  mentioned_students: MentionedStudentsToolArgsSchema,
  carelog: CarelogToolArgsSchema,
  journal_post: JournalPostToolArgsSchema,
  story: StoryToolArgsSchema,
  unit: UnitToolArgsSchema,
  progress_comments: ProgressCommentsToolArgsSchema,
} as const;

// ---------------------------------------------------------------------------------------------
// Chat messages (LangChain's shapes: the spec's clients read them as they are)

const callId = z.string().min(1).describe('Tool call id; the streamed chunks and the final call share it');

export const AssistantToolCallSchema = z
  .discriminatedUnion('name', [
    z.object({ id: callId, name: z.literal('attendance'), args: AttendanceToolArgsSchema }),
    z.object({ id: callId, name: z.literal('observation'), args: ObservationToolArgsSchema }),
    z.object({ id: callId, name: z.literal('announcement'), args: AnnouncementToolArgsSchema }),
    z.object({ id: callId, name: z.literal('mentioned_students'), args: MentionedStudentsToolArgsSchema }),
    z.object({ id: callId, name: z.literal('carelog'), args: CarelogToolArgsSchema }),
    z.object({ id: callId, name: z.literal('journal_post'), args: JournalPostToolArgsSchema }),
    z.object({ id: callId, name: z.literal('story'), args: StoryToolArgsSchema }),
    z.object({ id: callId, name: z.literal('unit'), args: UnitToolArgsSchema }),
    z.object({ id: callId, name: z.literal('progress_comments'), args: ProgressCommentsToolArgsSchema }),
  ])
  .describe('A complete tool call of the final message');
export type AssistantToolCall = z.infer<typeof AssistantToolCallSchema>;

export const ToolCallChunkSchema = z
  .object({
    name: AssistantToolNameSchema.optional().describe('Present on the first chunk of a call'),
    args: z.string().describe('The next piece of the JSON arguments (partial JSON text)'),
    index: z.number().int().min(0).describe('Which call of the message this piece belongs to'),
    id: callId.optional().describe('Present on the first chunk of a call'),
  })
  .describe('A piece of a tool call while it streams');
export type ToolCallChunk = z.infer<typeof ToolCallChunkSchema>;

export const ChatAnnotationSchema = z.object({
  title: z.string().describe('Title of the cited page'),
  url: z.string().describe('Address of the cited page'),
});

export const ChatContentSchema = z
  .union([
    z.string(),
    z.array(z.object({ text: z.string(), annotations: z.array(ChatAnnotationSchema).default([]) })),
  ])
  .describe('The text, or text items with citations');
export type ChatContent = z.infer<typeof ChatContentSchema>;

export const ChatAdditionalKwargsSchema = z.object({
  agent: AssistantAgentSchema,
  mode: AssistantModeSchema,
  tool_outputs: z
    .array(z.object({ type: z.literal('web_search_call'), id: z.string().optional() }).passthrough())
    .optional()
    .describe('Outputs of built-in tools a model used (web search)'),
});

export const ChatRoleSchema = z.enum(['user', 'assistant']).describe('Who wrote the message');

export const ChatMessageSchema = z
  .object({
    id: z.string().min(1).describe('Message id; chunks of a streamed answer share the final message id'),
    role: ChatRoleSchema,
    content: ChatContentSchema,
    tool_calls: z.array(AssistantToolCallSchema).describe('The tool calls, complete (replace streamed ones)'),
    tool_call_chunks: z.array(ToolCallChunkSchema).optional().describe('Left empty on a final message'),
    additional_kwargs: ChatAdditionalKwargsSchema,
    created_on: IsoDateSchema.optional().describe(
      "The school's day the message was stored, YYYY-MM-DD (on a stored conversation's messages): a card from an earlier day is read-only",
    ),
  })
  .describe('A chat message (final)');
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatMessageChunkSchema = z
  .object({
    id: z.string().min(1).describe('The id of the message being streamed'),
    role: z.literal('assistant'),
    content: z.string().describe('The next piece of text (may be empty)'),
    tool_call_chunks: z.array(ToolCallChunkSchema).describe('Pieces of tool calls in this chunk'),
    additional_kwargs: ChatAdditionalKwargsSchema,
  })
  .describe('A piece of an assistant message while it streams');
export type ChatMessageChunk = z.infer<typeof ChatMessageChunkSchema>;

/** The interface languages Cue answers in (the teacher's i18n language); English when unsaid. */
export const cueLanguages = ['en', 'ar', 'he'] as const;
export const CueLanguageSchema = z
  .enum(cueLanguages)
  .default('en')
  .describe("The teacher's interface language; Cue's replies are written in it");
export type CueLanguage = (typeof cueLanguages)[number];

// ---------------------------------------------------------------------------------------------
// Realtime: the chat-with-cue event (spec section 7 "Realtime")

export const chatWithCueEvents = {
  ask: 'chat-with-cue',
  streamResponse: 'chat-with-cue-stream-response',
  streamEnd: 'chat-with-cue-stream-end',
} as const;

export const ChatWithCuePayloadSchema = z.object({
  user_query: z.object({
    class_id: ToolIdSchema.describe('The class the teacher is working in'),
    user_input: freeText({ max: freeTextLimits.chatInput, required: true, trim: true }).describe(
      'What the teacher typed or said',
    ),
    requested_tools: z
      .array(z.string().max(100))
      .max(20)
      .default([])
      .describe('Tools the teacher picked (quick prompt chips); empty lets the supervisor choose'),
    mode: AssistantModeSchema.default('fast'),
    date: StoredDateSchema.describe(
      "The device's today, DD-MM-YYYY (spec field; the server uses the school's today instead)",
    ),
    time: TimeOfDaySchema.describe("The device's time now, hh:mm A (the server uses the school's)"),
  }),
  language: CueLanguageSchema,
  user_details: z.object({
    token: z.string().min(1).max(freeTextLimits.token).describe("The teacher's access token"),
    user_id: z.string().min(1).max(100).describe("The teacher's user id"),
    user_name: freeText({ max: freeTextLimits.title }).describe("The teacher's name"),
    user_role: z.literal('staff').describe("Always 'staff' (spec section 6: only staff use Cue)"),
  }),
});
export type ChatWithCuePayload = z.infer<typeof ChatWithCuePayloadSchema>;
