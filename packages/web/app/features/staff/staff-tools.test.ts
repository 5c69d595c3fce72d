import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS, queueQuery, targetLeft } from "./queue.ts";
import { fillPlaceholders } from "./staff-tools.tsx";

describe("staff tools (issue 32)", () => {
  it("fills {name} and {reference} in a saved reply, and leaves other braces as written", () => {
    expect(
      fillPlaceholders("Hello {name}, about {reference} ({other}); {name} again", {
        name: "Asha",
        reference: "SA-7K3Q",
      }),
    ).toBe("Hello Asha, about SA-7K3Q ({other}); Asha again");
  });

  it("counts the target's time left on from the server's count, and says when it is missed", () => {
    const row = { status: "new" as const, target_left_seconds: 600 };
    expect(targetLeft(row, 1000, 1000)).toEqual({ missed: false, seconds: 600 });
    expect(targetLeft(row, 1000, 1000 + 900_000)).toEqual({ missed: true, seconds: 300 });
    expect(targetLeft({ ...row, status: "waiting" }, 0, 0)).toBeNull();
    expect(targetLeft({ ...row, target_left_seconds: null }, 0, 0)).toBeNull();
  });

  it("asks the server for due-soon and overdue requests", () => {
    expect(queueQuery({ ...DEFAULT_FILTERS, due: "overdue" })).toBe("due=overdue");
    expect(queueQuery({ ...DEFAULT_FILTERS, due: "soon" })).toBe("due=soon");
  });
});
