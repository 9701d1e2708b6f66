import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, findChromium } from './index.js';

const fromNpm = async () => ({ executablePath: '/unpacked/chromium', args: ['--no-zygote'], env: {} });
const only =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path);

describe('findChromium', () => {
  it('refuses a CHROMIUM_PATH with no file there, naming it, instead of quietly using another browser', async () => {
    await expect(
      findChromium({
        env: { CHROMIUM_PATH: '/nonexistent/chromium' },
        exists: only(DEBIAN_CHROMIUM),
        fromNpm,
      }),
    ).rejects.toThrow('CHROMIUM_PATH is /nonexistent/chromium, but there is no file there');
  });

  it('uses CHROMIUM_PATH when it exists, before Debian’s', async () => {
    const choice = await findChromium({
      env: { CHROMIUM_PATH: '/opt/chromium' },
      exists: only('/opt/chromium', DEBIAN_CHROMIUM),
      fromNpm,
    });
    expect(choice).toMatchObject({ executablePath: '/opt/chromium', source: 'CHROMIUM_PATH' });
  });

  it('prefers Debian’s Chromium when nothing is configured', async () => {
    const choice = await findChromium({ env: {}, exists: only(DEBIAN_CHROMIUM), fromNpm });
    expect(choice).toMatchObject({ executablePath: DEBIAN_CHROMIUM, source: 'debian' });
    expect(choice.args).toContain('--no-sandbox');
  });

  it('falls back to the npm Chromium on a machine with only Node', async () => {
    const choice = await findChromium({ env: {}, exists: only(), fromNpm });
    expect(choice).toMatchObject({ executablePath: '/unpacked/chromium', source: 'npm' });
  });

  it('CUE_CHROMIUM=npm forces the npm Chromium even where Debian’s is installed', async () => {
    const choice = await findChromium({
      env: { CUE_CHROMIUM: 'npm' },
      exists: only(DEBIAN_CHROMIUM),
      fromNpm,
    });
    expect(choice.source).toBe('npm');
  });

  it('refuses an unknown CUE_CHROMIUM, and CUE_CHROMIUM=npm together with CHROMIUM_PATH', async () => {
    await expect(findChromium({ env: { CUE_CHROMIUM: 'debian' }, exists: only(), fromNpm })).rejects.toThrow(
      'CUE_CHROMIUM=debian is not known',
    );
    await expect(
      findChromium({ env: { CUE_CHROMIUM: 'npm', CHROMIUM_PATH: '/opt/chromium' }, exists: only(), fromNpm }),
    ).rejects.toThrow('Both CUE_CHROMIUM=npm and CHROMIUM_PATH are set');
  });

  it('unpacks the npm package’s own binary, without the Lambda flags that loosen what a page may do', async () => {
    const choice = await findChromium({ env: { CUE_CHROMIUM: 'npm' } });
    expect(existsSync(choice.executablePath)).toBe(true);
    expect(choice.args).not.toContain('--disable-web-security');
    expect(choice.args).not.toContain('--single-process');
    expect(choice.args).toContain('--disable-background-networking');
    // Its NSS and expat come from the package too, not from the machine's packages.
    const libraries = choice.env.LD_LIBRARY_PATH?.split(':')[0] ?? '';
    expect(existsSync(join(libraries, 'libnss3.so'))).toBe(true);
  });
});
