import 'reflect-metadata';
import { runUserCommand } from './user-command';

runUserCommand(process.argv.slice(2), console).then((code) => process.exit(code));
