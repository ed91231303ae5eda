/**
 * A failure of the machine rather than of the data being read (a file gone, too many open files, a full
 * disk): Node's system errors name the call that failed. A reader that reports its failures as "the file
 * is damaged" passes these on, to be the server's logged 500.
 */
export function isSystemError(error: unknown): boolean {
  // Not `instanceof Error`: an error of Node's own may come from another realm (a test runner's sandbox).
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as NodeJS.ErrnoException).syscall === 'string'
  );
}
