import { ConfigError } from '../config.js';
import { runSetupCommand } from './setup-command.js';

runSetupCommand(process.argv.slice(2), process.env)
  .then(({ code, output }) => {
    (code === 0 ? process.stdout : process.stderr).write(`${output}\n`);
    process.exit(code);
  })
  .catch((error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
