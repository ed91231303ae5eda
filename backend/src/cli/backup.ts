import 'reflect-metadata';
import { runBackupCommand } from '../modules/backup/backup-commands';

/** `npm run backup -- [--out <file>]`: see modules/backup/backup-commands.ts. */
runBackupCommand(process.argv.slice(2), console).then((code) => process.exit(code));
