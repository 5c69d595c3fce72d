/** Runs initdb and both schemas' migrations once; every test file starts from this PGlite snapshot. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { migrate } from "../../auth-server/src/storage/migrate.ts";
import { pgliteDb } from "../../auth-server/src/storage/db.ts";
import { migrateDesk } from "../src/storage/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    deskSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "desk-snapshot-"));
  const pglite = await PGlite.create();
  const db = pgliteDb(pglite);
  await migrate(db);
  await migrateDesk(db);
  const dump = await pglite.dumpDataDir("gzip");
  const file = join(dir, "snapshot.tar.gz");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide("deskSnapshot", file);
  if (!process.env.TEST_DATABASE_URL)
    console.log("\n[desk tests] TEST_DATABASE_URL is not set: the PostgreSQL runs are skipped.\n");
  return () => rmSync(dir, { recursive: true, force: true });
}
