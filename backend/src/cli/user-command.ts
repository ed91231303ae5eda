import { InvalidArgumentError } from 'commander';
import { ROLES, Role } from '../common/auth/roles';
import { UsersService } from '../modules/users/users.service';
import { withCliContext } from './cli-context';
import { cliCommand, CliOutput, EXIT_USAGE, parseCli, runCli } from './cli-output';

export { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from './cli-output';

const USERNAME = /^[A-Za-z0-9_.@-]{1,50}$/;

function username(value: string): string {
  if (!USERNAME.test(value)) {
    throw new InvalidArgumentError('use 1 to 50 letters, digits or the characters _ . @ -');
  }
  return value;
}

function password(value: string): string {
  if (value.length < 8 || value.length > 200) throw new InvalidArgumentError('use 8 to 200 characters');
  return value;
}

function role(value: string): Role {
  if (!(ROLES as readonly string[]).includes(value))
    throw new InvalidArgumentError('use admin, editor or reader');
  return value as Role;
}

/**
 * `npm run user -- add|list|passwd|remove …`: manages logins with the server stopped (embedded) or
 * running (DATABASE_URL). Exit codes: 0 done, 1 refused (exists, not found, bad setting), 2 usage.
 */
export async function runUserCommand(argv: string[], out: CliOutput): Promise<number> {
  let task: ((users: UsersService) => Promise<void>) | undefined;
  const program = cliCommand('user', out).description('Manage Tradebook users');

  program
    .command('add')
    .description('create a user')
    .argument('<username>', 'login name', username)
    .requiredOption('--password <password>', 'password (8 to 200 characters)', password)
    .requiredOption('--role <role>', 'admin, editor or reader', role)
    .option('--display-name <name>', 'name shown in the app')
    .action((name: string, opts: { password: string; role: Role; displayName?: string }) => {
      task = async (users) => {
        const user = await users.add({
          username: name,
          password: opts.password,
          role: opts.role,
          display_name: opts.displayName,
        });
        out.log(`Created ${user.role} ${user.username}.`);
      };
    });

  program
    .command('list')
    .description('list users')
    .action(() => {
      task = async (users) => {
        const all = await users.list();
        if (!all.length) return out.log('No users.');
        for (const u of all) out.log(`${u.username}\t${u.role}\t${u.display_name ?? ''}`);
      };
    });

  program
    .command('passwd')
    .description("set a user's password")
    .argument('<username>', 'login name', username)
    .requiredOption('--password <password>', 'new password (8 to 200 characters)', password)
    .action((name: string, opts: { password: string }) => {
      task = async (users) => {
        await users.setPassword(name, opts.password);
        out.log(`Password of ${name} changed.`);
      };
    });

  program
    .command('remove')
    .description('delete a user')
    .argument('<username>', 'login name', username)
    .action((name: string) => {
      task = async (users) => {
        await users.remove(name);
        out.log(`Removed ${name}.`);
      };
    });

  const parsed = await parseCli(program, argv);
  if (parsed !== undefined) return parsed;
  if (!task) {
    out.error(program.helpInformation().trimEnd());
    return EXIT_USAGE;
  }
  const run = task;
  return runCli(out, () => withCliContext((ctx) => run(ctx.get(UsersService))));
}
