import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SORT, nextSort, sortPages, type PageRow } from "./insights.ts";

const row = (path: string, views: number, no: number, rate: number | null): PageRow => ({
  path,
  views,
  views_by_locale: { en: views, hi: 0, bn: 0, mr: 0 },
  yes: 0,
  no,
  requests: 0,
  contact_rate: rate,
  no_answers: [],
});

describe("the Pages table's order", () => {
  const rows = [row("/b", 100, 1, 10), row("/a", 500, 0, 0), row("/c", 0, 2, null)];

  it("puts the worst contact rate first by default, pages without views last", () => {
    expect(sortPages(rows, DEFAULT_PAGE_SORT).map((r) => r.path)).toEqual(["/b", "/a", "/c"]);
  });

  it("flips the order when the same heading is chosen again; a new heading starts sensibly", () => {
    const byViews = nextSort(DEFAULT_PAGE_SORT, "views");
    expect(byViews).toEqual({ column: "views", direction: "descending" });
    expect(sortPages(rows, byViews).map((r) => r.path)).toEqual(["/a", "/b", "/c"]);
    const flipped = nextSort(byViews, "views");
    expect(sortPages(rows, flipped).map((r) => r.path)).toEqual(["/c", "/b", "/a"]);
    expect(nextSort(flipped, "path")).toEqual({ column: "path", direction: "ascending" });
    expect(sortPages(rows, nextSort(flipped, "path")).map((r) => r.path)).toEqual([
      "/a",
      "/b",
      "/c",
    ]);
  });
});
