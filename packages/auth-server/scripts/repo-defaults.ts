/**
 * The folders npm start uses when none is set: the repository's .data (packages/web/server/main.ts)
 * and, for backups, the repository's backups, wherever the command is run from.
 */
import { fileURLToPath } from "node:url";

const repoDir = fileURLToPath(new URL("../../..", import.meta.url));

export function repoDefaults(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...env,
    AUTH_DATA_DIR: env.AUTH_DATA_DIR || `${repoDir}.data`,
    BACKUP_DIR: env.BACKUP_DIR || `${repoDir}backups`,
  };
}
