/** Runs initdb + migrations once and hands every test file a PGlite snapshot (initdb costs seconds). */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { pgliteDb } from "../src/storage/db.ts";
import { migrate } from "../src/storage/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "auth-snapshot-"));
  const pglite = await PGlite.create();
  await migrate(pgliteDb(pglite));
  const dump = await pglite.dumpDataDir("gzip");
  const file = join(dir, "snapshot.tar.gz");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide("pgliteSnapshot", file);
  if (!process.env.TEST_DATABASE_URL) {
    console.log(
      "\n[auth-server tests] TEST_DATABASE_URL is not set: the PostgreSQL runs of the integration suite are skipped.\n",
    );
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
