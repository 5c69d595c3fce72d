/**
 * npm run backup: a dated, compressed copy of the site's database in BACKUP_DIR (default
 * ./backups), mode 0600, taken while the site runs (src/backup.ts; README "Backup and restore").
 * Uses the configured storage: PGlite under AUTH_DATA_DIR (default ./.data), or DATABASE_URL.
 */
import { backup, BackupError } from "../src/backup.ts";
import { repoDefaults } from "./repo-defaults.ts";

process.umask(0o077);
try {
  const file = await backup(repoDefaults(process.env));
  console.log(`[backup] wrote ${file}`);
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(`[backup] ${err.message}`);
  process.exitCode = 1;
}
