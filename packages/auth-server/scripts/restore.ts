/**
 * npm run restore -- <file> [--force]: loads a file from npm run backup into an empty data folder
 * (AUTH_DATA_DIR, default ./.data) or an empty database (DATABASE_URL). A target that holds data
 * is refused unless --force (src/backup.ts; README "Backup and restore").
 */
import { BackupError, restore } from "../src/backup.ts";
import { repoDefaults } from "./repo-defaults.ts";

process.umask(0o077);
const args = process.argv.slice(2);
// `npm run restore file --force` hands --force to npm, which passes it on as npm_config_force.
const force = args.includes("--force") || process.env.npm_config_force === "true";
const files = args.filter((a) => a !== "--force");
if (files.length !== 1 || files[0]!.startsWith("-")) {
  console.error("usage: npm run restore -- <backup file> [--force]");
  process.exit(2);
}
try {
  console.log(`[restore] ${await restore(files[0]!, repoDefaults(process.env), { force })}`);
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(`[restore] ${err.message}`);
  process.exitCode = 1;
}
