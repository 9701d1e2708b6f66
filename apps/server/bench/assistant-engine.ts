/**
 * The offline classroom engine's share of "from chat-with-cue to the first
 * chat-with-cue-stream-response and to chat-with-cue-stream-end" (issue 5), measured in process
 * for every instruction of the engine's test table: time to the first chunk and to the final
 * message, p50 and p95. The socket-level benchmark adds the transport on top of these.
 */
import { OfflineClassroomEngine } from '../src/modules/assistant/engine/offline/offline-engine.js';
import {
  contextFor,
  teacherInstructions,
} from '../src/modules/assistant/engine/offline/teacher-instructions.js';

/** The aims for the whole path; the engine alone must stay well inside them. */
const FIRST_CHUNK_AIM_MS = 50;
const FINAL_MESSAGE_AIM_MS = 200;
const ROUNDS = 20;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export async function runAssistantEngineBench(): Promise<boolean> {
  const engine = new OfflineClassroomEngine();
  const requests = teacherInstructions.map((row) => ({
    userInput: row.say,
    mode: 'fast' as const,
    requestedTools: row.requestedTools ?? [],
    context: contextFor(row),
  }));
  const firstChunk: number[] = [];
  const finalMessage: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    for (const request of requests) {
      const started = process.hrtime.bigint();
      let first: number | undefined;
      for await (const event of engine.respond(request)) {
        const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
        first ??= elapsed;
        // Round 0 warms up the engine (JIT, roster indexes) and is not counted.
        if (event.type === 'final' && round > 0) {
          firstChunk.push(first);
          finalMessage.push(elapsed);
        }
      }
    }
  }
  firstChunk.sort((a, b) => a - b);
  finalMessage.sort((a, b) => a - b);
  const report = (name: string, sorted: number[], aim: number) => {
    const p95 = percentile(sorted, 0.95);
    const ok = p95 <= aim;
    console.warn(
      `${ok ? 'ok  ' : 'SLOW'} offline engine, ${name}: p50 ${percentile(sorted, 0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (aim < ${aim} ms)`,
    );
    return ok;
  };
  console.warn(`assistant engine (${requests.length} teacher instructions x ${ROUNDS} rounds, in process):`);
  const firstOk = report('first chunk', firstChunk, FIRST_CHUNK_AIM_MS);
  const finalOk = report('final message', finalMessage, FINAL_MESSAGE_AIM_MS);
  return firstOk && finalOk;
}
