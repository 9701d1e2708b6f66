import { readFile } from 'node:fs/promises';
import { createTestApp } from '../src/test/test-app.js';
import { staffToken } from '../src/test/sign-in.js';
import { apiPaths } from '@cue/contracts';
import { MediaService } from '../src/modules/media/media.service.js';
import { MediaRepository } from '../src/modules/media/media.repository.js';
import { LocalMediaStore } from '../src/modules/media/media.store.js';
import { SchoolsService } from '../src/modules/schools/schools.service.js';
const acc: Record<string, number> = {};
const wrap = (proto: any, name: string) => {
  const orig = proto[name];
  proto[name] = async function (...a: any[]) {
    const s = process.hrtime.bigint();
    try { return await orig.apply(this, a); } finally { acc[name] = (acc[name] ?? 0) + Number(process.hrtime.bigint() - s) / 1e6; }
  };
};
wrap(MediaService.prototype, 'upload');
wrap(MediaService.prototype, 'presentFiles');
wrap(MediaRepository.prototype, 'transaction');
wrap(MediaRepository.prototype, 'usageByKind');
wrap(SchoolsService.prototype, 'staffAccess');
wrap(LocalMediaStore.prototype, 'saveBytes');
const t = await createTestApp({ env: { LOG_LEVEL: 'silent', MEDIA_SCHOOL_QUOTA_BYTES: String(50 * 1024 ** 3) } });
const token = await staffToken(t.app, '9000000001');
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
const bytes = await readFile('/tmp/benchw/p.jpg');
const up = async () => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
  const r = await fetch(`${address}${apiPaths.uploadMedia}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  if (r.status !== 200) throw new Error(await r.text());
};
await up();
for (const k in acc) acc[k] = 0;
const s = process.hrtime.bigint();
for (let i = 0; i < 10; i++) await up();
console.log('total per upload', Number(process.hrtime.bigint() - s) / 1e6 / 10);
for (const k in acc) console.log(k, (acc[k]! / 10).toFixed(1));
const G=(globalThis as any).__acc; for (const k in G) console.log(k,(G[k]/11).toFixed(1));
await t.close();
