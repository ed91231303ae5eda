import { Command, CommanderError } from 'commander';

/** Where a command writes: the console when run, an array in the tests. */
export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

/** Exit codes of every command: 0 done, 1 refused or failed, 2 wrong usage (its help is shown). */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** A command whose help and usage errors go to `out`, and which returns rather than exiting. */
export function cliCommand(name: string, out: CliOutput): Command {
  return new Command(name)
    .exitOverride()
    .configureOutput({ writeOut: (s) => out.log(s.trimEnd()), writeErr: (s) => out.error(s.trimEnd()) });
}

/** Parses `argv`: undefined to go on, else the exit code (help shown: 0; wrong usage: 2). */
export async function parseCli(program: Command, argv: string[]): Promise<number | undefined> {
  try {
    await program.parseAsync(argv, { from: 'user' });
    return undefined;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version'
        ? EXIT_OK
        : EXIT_USAGE;
    }
    throw error;
  }
}

/**
 * Runs a command's work: 0 when done; else "Error: …" on one line (with the stack when `oneLine` says
 * the error is not one the operator can act on) and 1.
 */
export async function runCli(
  out: CliOutput,
  task: () => Promise<void>,
  oneLine: (error: unknown) => boolean = () => true,
): Promise<number> {
  try {
    await task();
    return EXIT_OK;
  } catch (error) {
    const detail =
      error instanceof Error
        ? oneLine(error)
          ? error.message
          : (error.stack ?? error.message)
        : String(error);
    out.error(`Error: ${detail}`);
    return EXIT_FAILED;
  }
}
