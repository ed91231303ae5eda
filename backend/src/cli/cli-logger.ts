import { ConsoleLogger, LogLevel } from '@nestjs/common';

/**
 * The logger of the command-line tools: Nest's console logger without the stack trace Nest prints when
 * the application fails to start (its ExceptionHandler), since every command reports that failure
 * itself in one sentence ("Error: The embedded database in … is in use by process …; stop the server
 * first.") and exits with a non-zero code.
 */
export class CliLogger extends ConsoleLogger {
  constructor(levels: LogLevel[]) {
    super({ logLevels: levels });
  }

  override error(message: unknown, ...rest: unknown[]): void {
    if (rest[rest.length - 1] === 'ExceptionHandler') return;
    super.error(message, ...rest);
  }
}
