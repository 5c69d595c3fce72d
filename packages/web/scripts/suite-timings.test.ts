// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readFileTimes, recordFileTimes } from "../../../scripts/suite-timings.ts";

const repository = join(import.meta.dirname, "../../..");
const saved = process.env.SAATHI_SUITE_TIMINGS;
afterEach(() => {
  if (saved === undefined) delete process.env.SAATHI_SUITE_TIMINGS;
  else process.env.SAATHI_SUITE_TIMINGS = saved;
});

describe("the slowest test files of an `npm test` run (scripts/suite-timings.ts)", () => {
  it("gathers every suite's file times, slowest first, with paths from the repository", () => {
    const folder = mkdtempSync(join(tmpdir(), "suite-timings-test-"));
    process.env.SAATHI_SUITE_TIMINGS = folder;
    recordFileTimes("web", new Map([[join(repository, "packages/web/a.test.ts"), 3]]));
    recordFileTimes(
      "e2e",
      new Map([
        [join(repository, "e2e/tests/b.spec.ts"), 40],
        [join(repository, "e2e/tests/c.spec.ts"), 1],
      ]),
    );
    expect(readFileTimes(folder)).toEqual([
      { suite: "e2e", file: "e2e/tests/b.spec.ts", seconds: 40 },
      { suite: "web", file: "packages/web/a.test.ts", seconds: 3 },
      { suite: "e2e", file: "e2e/tests/c.spec.ts", seconds: 1 },
    ]);
    rmSync(folder, { recursive: true });
  });

  it("writes nothing for a suite that ran no file, and reads an absent folder as no times", () => {
    const folder = mkdtempSync(join(tmpdir(), "suite-timings-test-"));
    process.env.SAATHI_SUITE_TIMINGS = folder;
    recordFileTimes("web", new Map());
    expect(readdirSync(folder)).toEqual([]);
    expect(readFileTimes(join(folder, "absent"))).toEqual([]);
    rmSync(folder, { recursive: true });
  });
});
