/**
 * The data folder holds the signing keys, the service-role key and every password hash, so it is
 * its owner's alone: folders 0700, files 0600. The entry points set umask 077, but PGlite's file
 * layer (Emscripten) creates its files 0666 whatever the umask, and folders made by older versions
 * are 0755, so every start checks the whole tree, repairs what is looser (one log line), and
 * refuses to start when it cannot. The 0700 folders are what keep files PGlite creates while it
 * runs out of reach until the next check (at close, or the next start).
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";

const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DataDirError";
  }
}

/** Creates `root` if needed and makes every folder under it 0700 and every file 0600; returns how many it changed. */
export function secureDataDir(root: string): number {
  try {
    return secure(root);
  } catch (err) {
    if (err instanceof DataDirError) throw err;
    throw new DataDirError(
      `refusing to start: cannot check that the data folder ${root} is private: ${(err as Error).message}`,
    );
  }
}

function secure(root: string): number {
  mkdirSync(root, { recursive: true, mode: FOLDER_MODE });
  let changed = 0;
  const visit = (path: string) => {
    // lstat: a symlink is neither followed nor changed (chmod would change its target).
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? FOLDER_MODE : FILE_MODE;
    if ((stat.mode & 0o777) !== wanted) {
      try {
        chmodSync(path, wanted);
      } catch (err) {
        throw new DataDirError(
          `refusing to start: cannot make ${path} private (mode ${wanted.toString(8)}): ${(err as Error).message}. ` +
            `Run the server as the owner of the data folder, or fix its modes by hand.`,
        );
      }
      if ((lstatSync(path).mode & 0o777) !== wanted) {
        throw new DataDirError(
          `refusing to start: ${path} stays mode ${(lstatSync(path).mode & 0o777).toString(8)} after chmod.`,
        );
      }
      changed++;
    }
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(root);
  return changed;
}

/** Where PGlite keeps its files inside the data dir (`dataDir` of the config). */
export function pgliteDir(config: { dataDir: string }): string {
  return config.dataDir === "memory://"
    ? "memory://"
    : join(resolve(config.dataDir), "auth", "pglite");
}
