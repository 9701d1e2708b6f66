import { randomBytes } from 'node:crypto';

// A process-wide random prefix and counter make ids unique across processes and within a second,
// the way MongoDB ObjectIds do; the leading timestamp makes them sort by creation time.
const processRandom = randomBytes(5);
let counter = randomBytes(3).readUIntBE(0, 3);

/** A new 24-character lowercase hex id: 4 bytes of seconds, 5 random bytes, a 3-byte counter. */
export function newObjectId(at: Date = new Date()): string {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(Math.floor(at.getTime() / 1000) >>> 0, 0);
  processRandom.copy(bytes, 4);
  counter = (counter + 1) % 0x1000000;
  bytes.writeUIntBE(counter, 9, 3);
  return bytes.toString('hex');
}
