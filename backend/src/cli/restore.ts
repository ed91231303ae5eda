import 'reflect-metadata';
import { runRestoreCommand } from '../modules/backup/backup-commands';

/** `npm run restore -- <file> [--force] [--unsigned]`: see modules/backup/backup-commands.ts. */
runRestoreCommand(process.argv.slice(2), console).then((code) => process.exit(code));
