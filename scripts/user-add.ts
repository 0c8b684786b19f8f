/**
 * npm run user:add -- --username olivia --name "Olivia Reyes" [--role owner|office|foreman] [--employee-id 7]
 *
 * Adds a user to the database the server uses (DATABASE_URL or DATA_DIR, as `npm start`); the first owner is
 * made this way or with the setup code the server logs at its first start. The password is read from the
 * terminal (hidden), or from standard input / PLUMBLINE_PASSWORD when not run in a terminal — never from the
 * command line, where other users of the machine could see it. Stop the server first when it runs on PGlite.
 */
import { parseArgs } from 'node:util';
import { userInputSchema } from '../domain/accounts';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createUser } from '../server/features/users/service';

async function readPassword(): Promise<string> {
  if (process.env.PLUMBLINE_PASSWORD) return process.env.PLUMBLINE_PASSWORD;
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    let text = '';
    for await (const chunk of stdin) text += chunk;
    return text.replace(/\r?\n$/, '');
  }
  process.stdout.write('Password (at least 10 characters): ');
  stdin.setRawMode(true);
  let password = '';
  for await (const chunk of stdin) {
    for (const ch of String(chunk)) {
      if (ch === '\r' || ch === '\n') {
        stdin.setRawMode(false);
        process.stdout.write('\n');
        return password;
      }
      if (ch === '\u0003') process.exit(130);
      password = ch === '\u007f' ? password.slice(0, -1) : password + ch;
    }
  }
  return password;
}

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'owner' },
    'employee-id': { type: 'string' },
  },
});
const password = await readPassword();
const input = userInputSchema.safeParse({
  username: values.username,
  name: values.name,
  role: values.role,
  employeeId: values['employee-id'],
  password,
});
if (!input.success) {
  for (const issue of input.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const user = await createUser(database.db, input.data);
  console.log(`Added ${user.role} ${user.username} (${user.name}).`);
} catch (e) {
  console.error((e as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
