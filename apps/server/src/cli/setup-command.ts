import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { FirstRunInputSchema } from '@cue/contracts';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { AppError } from '../lib/app-error.js';
import { systemClock } from '../lib/clock.js';
import { SetupLinkFile } from '../modules/platform/first-run-link.js';
import { PlatformRepository } from '../modules/platform/platform.repository.js';
import { PlatformService } from '../modules/platform/platform.service.js';
import { SchoolsRepository } from '../modules/schools/schools.repository.js';
import { SchoolsService } from '../modules/schools/schools.service.js';

export const setupUsage = `Usage: npm run setup -- --organization NAME --school NAME --admin-name "First Last"
                       --admin-phone 9XXXXXXXXX [--admin-email EMAIL]
                       [--time-zone Asia/Kolkata] [--editor-direction l2r|r2l] [--add]
Sets up the first school of an empty install, as the setup link does; running it again with the
same school and admin changes nothing. On an install that already has a school it refuses,
unless --add is given: then it adds the school (and its organization when new).
Uses the same DATA_DIR / DATABASE_URL as the server.`;

/** The command-line option of each request field, to name it in a refusal. */
const optionOf: Record<string, string> = {
  organization_name: '--organization',
  school_name: '--school',
  admin_first_name: '--admin-name',
  admin_last_name: '--admin-name',
  admin_phone: '--admin-phone',
  admin_email: '--admin-email',
  time_zone: '--time-zone',
  editor_direction: '--editor-direction',
};

const SetupInputSchema = FirstRunInputSchema.omit({ token: true });

export interface SetupCommandResult {
  /** The process exit code: 0 done or nothing to do, 1 refused, 2 bad usage. */
  code: number;
  output: string;
}

/**
 * `npm run setup`: the first school and its admin from a terminal (decision 032), through the same
 * service function as the setup link, on the server's own database.
 */
export async function runSetupCommand(argv: string[], env: NodeJS.ProcessEnv): Promise<SetupCommandResult> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        organization: { type: 'string' },
        school: { type: 'string' },
        'admin-name': { type: 'string' },
        'admin-phone': { type: 'string' },
        'admin-email': { type: 'string' },
        'time-zone': { type: 'string', default: 'Asia/Kolkata' },
        'editor-direction': { type: 'string', default: 'l2r' },
        add: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { code: 2, output: `${(error as Error).message}\n${setupUsage}` };
  }
  if (values.help) return { code: 0, output: setupUsage };
  const [firstName = '', ...rest] = (values['admin-name'] ?? '').trim().split(/\s+/);
  const parsed = SetupInputSchema.safeParse({
    organization_name: values.organization ?? '',
    school_name: values.school ?? '',
    admin_first_name: firstName,
    admin_last_name: rest.join(' '),
    admin_phone: values['admin-phone'] ?? '',
    admin_email: values['admin-email'] ?? null,
    time_zone: values['time-zone'],
    editor_direction: values['editor-direction'],
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `${optionOf[String(i.path[0])] ?? String(i.path[0])}: ${i.message}`,
    );
    return { code: 2, output: `${problems.join('\n')}\n\n${setupUsage}` };
  }
  const input = parsed.data;

  const config = loadConfig(env);
  const dataDir = resolve(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  try {
    await database.migrate();
    const platform = new PlatformService({
      repository: new PlatformRepository(database.db),
      schools: new SchoolsService(new SchoolsRepository(database.db)),
      clock: systemClock,
      setupLink: new SetupLinkFile(dataDir),
    });
    const done = await platform.setUpFromCommandLine(input, { add: values.add });
    const where = `${input.school_name} (${input.organization_name})`;
    if (done.outcome === 'unchanged') {
      return { code: 0, output: `Nothing to do: ${where} is already set up with that admin.` };
    }
    if (done.outcome === 'refused') {
      return {
        code: 1,
        output: `This install already has ${done.schools === 1 ? 'a school' : `${done.schools} schools`}; nothing was changed. Pass --add to add ${where} to it.`,
      };
    }
    const { admin, school } = done.created;
    return {
      code: 0,
      output: `Set up ${school.name} (${done.created.organization.name}). ${admin.first_name} ${admin.last_name} can sign in with their phone number at http://localhost:${config.port}/`,
    };
  } catch (error) {
    if (error instanceof AppError) {
      const option = error.options.field ? optionOf[error.options.field] : undefined;
      const message = option ? error.message.replace(`${error.options.field}:`, `${option}:`) : error.message;
      return { code: 1, output: `${message}\nNothing was changed.` };
    }
    throw error;
  } finally {
    await database.close();
  }
}
