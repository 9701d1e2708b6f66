import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  to: string;
  text: string;
  authorization: string | undefined;
}

/**
 * A real HTTP server on loopback standing in for an SMS gateway behind the webhook provider.
 * Tests read the codes people would receive from `messages`.
 */
export async function startSmsGateway(options: { failWith?: number } = {}) {
  const messages: ReceivedSms[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const parsed = JSON.parse(body) as { to: string; text: string };
      messages.push({ ...parsed, authorization: request.headers.authorization });
      response.statusCode = options.failWith ?? 202;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    secret: 'gateway-secret-for-tests',
    messages,
    /** The 6-digit code of the last message to a 10-digit number. */
    lastCodeFor(phone: string): string {
      const message = messages.filter((m) => m.to === `91${phone}`).at(-1);
      const code = message?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`No SMS with a code for ${phone}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmsGateway = Awaited<ReturnType<typeof startSmsGateway>>;
