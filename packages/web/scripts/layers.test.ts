// @vitest-environment node
/**
 * The layers of app/ hold (dependency-cruiser.config.mjs says which they are): no import runs from
 * a lower layer to a higher one, none in a circle. And the check does catch both, on a fixture
 * that breaks them on purpose (test/layers-fixture/app/).
 */
import { fileURLToPath } from "node:url";
import { cruise, type ICruiseResult, type IConfiguration } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

const web = fileURLToPath(new URL("..", import.meta.url));

async function violations(folder: string) {
  const configFile: string = "../dependency-cruiser.config.mjs";
  const { default: config } = (await import(configFile)) as { default: IConfiguration };
  const { forbidden, options } = config;
  const result = await cruise([folder], {
    ...options,
    baseDir: web,
    validate: true,
    ruleSet: { forbidden },
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map(
    (v) =>
      `${v.rule.name}: ${v.from} -> ${v.to}${v.cycle ? ` (${v.cycle.map((c) => c.name).join(" -> ")})` : ""}`,
  );
}

describe("the layers of app/", () => {
  it("hold: no import runs upward and none in a circle", { timeout: 180_000 }, async () => {
    expect(await violations("app")).toEqual([]);
  });

  it(
    "are checked: an upward import, a type-only one and a circle each fail",
    { timeout: 60_000 },
    async () => {
      const found = await violations("test/layers-fixture/app");
      const f = "test/layers-fixture/app";
      expect(found).toContain(
        `ui-below-features: ${f}/ui/send-button.ts -> ${f}/features/desk/desk-form.ts`,
      );
      expect(found).toContain(`data-reads-no-layer-above: ${f}/lib/when.ts -> ${f}/routes/page.ts`);
      const circles = found.filter((v) => v.startsWith("no-circular:"));
      expect(circles).toHaveLength(1);
      expect(circles[0]).toContain(
        `${f}/features/desk/desk-form.ts -> ${f}/features/desk/desk-thread.ts`,
      );
      // The route's downward import is allowed.
      expect(found.some((v) => v.includes(`${f}/routes/page.ts ->`))).toBe(false);
    },
  );
});
