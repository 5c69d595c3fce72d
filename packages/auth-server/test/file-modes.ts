/** Reads the modes of a data folder as an outsider would (also used by the e2e suite). */
import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Every entry under `root` whose mode is not 0700 (folders) or 0600 (files), as "mode path". */
export function looseEntries(root: string): string[] {
  const loose: string[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path);
    const mode = stat.mode & 0o777;
    if (mode !== (stat.isDirectory() ? 0o700 : 0o600)) loose.push(`${mode.toString(8)} ${path}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(root);
  return loose;
}
