export declare const DEBIAN_CHROMIUM: string;

export interface ChromiumChoice {
  /** The browser binary to launch. */
  executablePath: string;
  /** Its command-line flags (headless is the launcher's option). */
  args: string[];
  /** The environment to launch it with (the npm one finds its bundled libraries through it). */
  env: NodeJS.ProcessEnv;
  /** Where it came from: `CHROMIUM_PATH`, Debian's package, or the @sparticuz/chromium package. */
  source: 'CHROMIUM_PATH' | 'debian' | 'npm';
}

export interface FindChromiumOptions {
  env?: NodeJS.ProcessEnv;
  exists?: (path: string) => boolean;
  fromNpm?: () => Promise<{ executablePath: string; args: string[]; env: NodeJS.ProcessEnv }>;
}

/** The browser the journeys and the web bench drive (decision 031). */
export declare function findChromium(options?: FindChromiumOptions): Promise<ChromiumChoice>;
