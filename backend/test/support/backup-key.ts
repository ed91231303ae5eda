import { BackupTrust } from '../../src/modules/backup/backup-reader';
import { BackupKey, backupSigningKey } from '../../src/modules/backup/backup-signing';

/** The signing key the tests' backups are written with, as BACKUP_SIGNING_KEY would give it. */
export const TEST_BACKUP_SECRET = 'test-backup-signing-key-0123456789abcdef';
export const TEST_BACKUP_KEY: BackupKey = backupSigningKey(
  { BACKUP_SIGNING_KEY: TEST_BACKUP_SECRET },
  false,
)!;
/** A restore that checks the signature of TEST_BACKUP_KEY. */
export const TEST_TRUST: BackupTrust = { key: TEST_BACKUP_KEY };
