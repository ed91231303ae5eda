import { HttpException } from '@nestjs/common';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { ConfigValidationError } from '../config/env.validation';
import { ROLES, Role } from '../modules/users/user.entity';
import { UsersService } from '../modules/users/users.service';
import { withCliContext } from './cli-context';

export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

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
  const program = new Command('user')
    .description('Manage Tradebook users')
    .exitOverride()
    .configureOutput({ writeOut: (s) => out.log(s.trimEnd()), writeErr: (s) => out.error(s.trimEnd()) });

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

  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version'
        ? EXIT_OK
        : EXIT_USAGE;
    }
    throw error;
  }
  if (!task) {
    out.error(program.helpInformation().trimEnd());
    return EXIT_USAGE;
  }
  const run = task;
  try {
    await withCliContext((ctx) => run(ctx.get(UsersService)));
    return EXIT_OK;
  } catch (error) {
    if (error instanceof HttpException || error instanceof ConfigValidationError) {
      out.error(`Error: ${error.message}`);
      return EXIT_FAILED;
    }
    out.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_FAILED;
  }
}
