/**
 * Fetches a peer site's source at one commit and builds it with its own `vite build`, into a
 * temporary folder, for `npm run bench:peer` (peer-bench.ts) to serve beside ours:
 *
 *   npm run build:peer -- <git repository: a local path or a URL> <commit> [destination]
 *   npm run build:peer -- /work/.mirror/skills-beep+druk-scholars-guide/repo 0b1f688
 *
 * A local repository (also a bare one) is read with `git archive`, a URL is cloned; then
 * `npm ci --ignore-scripts` (or `npm install --ignore-scripts` without a package-lock.json or when
 * npm ci refuses one out of step with package.json; no install scripts of a stranger's dependencies run here) and `npx vite build`. The last line
 * printed is the built folder (`<destination>/src/dist`), the argument `bench:peer` takes.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const [repository, commit, destination] = process.argv.slice(2);
if (!repository || !commit) {
  console.error("usage: npm run build:peer -- <git repository path or URL> <commit> [destination]");
  process.exit(2);
}
// Paths relative to where `npm run` was typed (npm runs the script in e2e/).
const here = process.env.INIT_CWD ?? ".";
const root = destination ? resolve(here, destination) : mkdtempSync(join(tmpdir(), "saathi-peer-"));
const src = join(root, "src");
mkdirSync(src, { recursive: true });

function run(command: string, args: string[], cwd: string, orElse?: () => void) {
  console.log(`$ ${command} ${args.join(" ")}   (in ${cwd})`);
  const result = spawnSync(command, args, { cwd, stdio: "inherit" });
  if (result.status === 0) return;
  console.error(`${command} failed (${result.status ?? result.signal})`);
  if (!orElse) process.exit(1);
  orElse();
}

if (existsSync(resolve(here, repository))) {
  // `git archive` of the commit, untarred: no .git folder, the tree exactly as committed.
  const archive = spawnSync("git", ["-C", resolve(here, repository), "archive", commit], {
    maxBuffer: 1 << 30,
  });
  if (archive.status !== 0) {
    console.error(archive.stderr.toString());
    process.exit(1);
  }
  const untar = spawnSync("tar", ["-x", "-C", src], { input: archive.stdout });
  if (untar.status !== 0) {
    console.error(untar.stderr.toString());
    process.exit(1);
  }
  console.log(`${repository} at ${commit} -> ${src}`);
} else {
  run("git", ["clone", "--quiet", repository, src], root);
  run("git", ["checkout", "--quiet", commit], src);
}

const flags = ["--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"];
const install = () => run("npm", ["install", ...flags], src);
// A lock file out of step with package.json (npm ci refuses it): npm install, which keeps what
// the lock file pins where it still can.
if (existsSync(join(src, "package-lock.json")))
  run("npm", ["ci", ...flags], src, () => {
    console.log("npm ci refused the lock file: npm install instead");
    install();
  });
else install();
run("npx", ["--no-install", "vite", "build"], src);
console.log(join(src, "dist"));
