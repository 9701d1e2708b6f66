import type { Language } from '../../lib/language';

/*
 * The browser's speech recognition (Web Speech API), where it exists: Chrome and Safari as
 * webkitSpeechRecognition, some browsers unprefixed. TypeScript's DOM library does not describe
 * it, so this file holds the little of it Cue uses. Browsers without it (Firefox, headless
 * Chromium) get the typed command box only.
 */

interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: RecognitionAlternative;
}
interface RecognitionEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: RecognitionResult };
}

export interface BrowserSpeechRecognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => BrowserSpeechRecognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export function isSpeechAvailable(): boolean {
  return recognitionConstructor() !== null;
}

/** Speech recognition's language tags for the interface languages. */
const speechLanguages: Record<Language, string> = { en: 'en-IN', ar: 'ar', he: 'he-IL' };

export interface SpeechHandlers {
  /** Everything heard so far; `isFinal` once the speaker stopped. */
  onTranscript: (text: string, isFinal: boolean) => void;
  /** Recognition stopped (silence, stop(), an error or a refused microphone). */
  onEnd: () => void;
}

/** Starts listening once; null when the browser has no speech recognition. */
export function startListening(
  language: Language,
  handlers: SpeechHandlers,
): BrowserSpeechRecognition | null {
  const Recognition = recognitionConstructor();
  if (!Recognition) return null;
  const recognition = new Recognition();
  recognition.lang = speechLanguages[language];
  recognition.continuous = false;
  recognition.interimResults = true;
  recognition.onresult = (event) => {
    let text = '';
    let isFinal = true;
    for (let index = 0; index < event.results.length; index += 1) {
      const result = event.results[index]!;
      text += result[0]?.transcript ?? '';
      if (!result.isFinal) isFinal = false;
    }
    handlers.onTranscript(text.trim(), isFinal);
  };
  recognition.onerror = () => handlers.onEnd();
  recognition.onend = () => handlers.onEnd();
  recognition.start();
  return recognition;
}
