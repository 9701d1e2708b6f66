/**
 * What a llama.cpp-style server's prompt cache would reuse, for the scripted server: each request
 * is rendered the way a chat template lays it out (Qwen2.5's: the system message, then the tools
 * as JSON, then the conversation), split into rough tokens, and compared with every earlier
 * prompt. The reused part is the longest common start with any of them, as a server with a slot
 * per recent conversation keeps it. Token counts are approximate (words, digits and punctuation
 * apart, about what a BPE tokenizer makes of this text); shares between them are what matter.
 */

interface ChatBody {
  messages?: { role: string; content: unknown }[];
  tools?: unknown[];
}

/** The prompt as a Qwen2.5-style template orders it: tools sit after the system message. */
export function renderPrompt(body: ChatBody): string {
  const messages = body.messages ?? [];
  const system = messages.find((m) => m.role === 'system');
  const parts = [`<|im_start|>system\n${contentText(system?.content)}`];
  if (body.tools?.length) {
    parts.push('\n\n# Tools\n<tools>');
    for (const tool of body.tools) parts.push(`\n${JSON.stringify(tool)}`);
    parts.push('\n</tools>');
  }
  parts.push('<|im_end|>\n');
  for (const message of messages) {
    if (message === system) continue;
    parts.push(`<|im_start|>${message.role}\n${contentText(message.content)}<|im_end|>\n`);
  }
  parts.push('<|im_start|>assistant\n');
  return parts.join('');
}

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part) => (part as { text?: string }).text ?? '').join('');
  return '';
}

/** Words, single digits, single other characters and runs of spaces. */
export function roughTokens(text: string): string[] {
  return text.match(/<\|[a-z_]+\|>|[A-Za-z]+|\d| +|\s|[^\sA-Za-z\d]/g) ?? [];
}

export class PromptCache {
  private readonly seen: string[][] = [];

  /** Counts a request's prompt and how much of it an earlier prompt already holds. */
  admit(body: ChatBody): { promptTokens: number; cachedTokens: number } {
    const tokens = roughTokens(renderPrompt(body));
    let cachedTokens = 0;
    for (const earlier of this.seen) cachedTokens = Math.max(cachedTokens, commonStart(earlier, tokens));
    this.seen.push(tokens);
    return { promptTokens: tokens.length, cachedTokens };
  }
}

function commonStart(a: string[], b: string[]): number {
  const limit = Math.min(a.length, b.length);
  let n = 0;
  while (n < limit && a[n] === b[n]) n++;
  return n;
}
