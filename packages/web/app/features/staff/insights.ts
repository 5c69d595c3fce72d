/**
 * The Pages view's and dashboard's shapes as the desk answers them (GET /api/desk/staff/pages and
 * /staff/dashboard, issue 32), and the Pages table's sorting.
 */
import type { FeedbackReason } from "@saathi/desk/contract";
import type { Locale } from "../../i18n/locales.ts";

export type NoAnswer = {
  at: string;
  locale: Locale;
  reason: FeedbackReason | null;
  comment: string | null;
};

export type PageRow = {
  path: string;
  views: number;
  /** The views in each language; the desk counts every language the site has. */
  views_by_locale: Record<Locale, number>;
  yes: number;
  no: number;
  requests: number;
  contact_rate: number | null;
  no_answers: NoAnswer[];
};

export type PagesReport = { days: 7 | 30; from: string; to: string; pages: PageRow[] };

export const PAGE_COLUMNS = ["path", "views", "yes", "no", "requests", "rate"] as const;
export type PageColumn = (typeof PAGE_COLUMNS)[number];
export type PageSort = { column: PageColumn; direction: "ascending" | "descending" };
/** The worst page first. */
export const DEFAULT_PAGE_SORT: PageSort = { column: "rate", direction: "descending" };

const valueOf = (row: PageRow, column: Exclude<PageColumn, "path">): number =>
  column === "rate" ? (row.contact_rate ?? -1) : row[column];

/** The rows in the column's order; ties by path, so the order is stable. */
export function sortPages(rows: readonly PageRow[], sort: PageSort): PageRow[] {
  const sign = sort.direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const byColumn =
      sort.column === "path"
        ? a.path.localeCompare(b.path)
        : valueOf(a, sort.column) - valueOf(b, sort.column);
    return byColumn * sign || a.path.localeCompare(b.path);
  });
}

/** A heading chosen again flips its order; a new one starts with the path A to Z, numbers highest first. */
export function nextSort(current: PageSort, column: PageColumn): PageSort {
  if (current.column === column)
    return {
      column,
      direction: current.direction === "ascending" ? "descending" : "ascending",
    };
  return { column, direction: column === "path" ? "ascending" : "descending" };
}

export type AgeBucket = "under-4h" | "4h-24h" | "1d-7d" | "over-7d";
export const AGE_BUCKETS: AgeBucket[] = ["under-4h", "4h-24h", "1d-7d", "over-7d"];

export type Dashboard = {
  at: string;
  open: {
    total: number;
    by_age: Record<AgeBucket, number>;
    by_kind: { kind: string; total: number; ages: Record<AgeBucket, number> }[];
  };
  first_reply: Record<
    "this_week" | "last_week",
    { from: string; to: string; answered: number; median_seconds: number | null }
  >;
  targets: {
    /** Each kind's reply-time target in hours (DESK_REPLY_TARGETS). */
    hours: Record<string, number>;
    missed: number;
    requests: {
      id: string;
      reference: string;
      kind: string;
      possible_risk: boolean;
      late_seconds: number;
    }[];
  };
  /** The answers to "Did this help?" given in each week. */
  did_it_help: Record<"this_week" | "last_week", { yes: number; no: number }>;
  possible_risk: {
    days: number;
    requests: {
      id: string;
      reference: string;
      kind: string;
      status: string;
      created_at: string;
      first_reply_seconds: number | null;
      waiting_seconds: number | null;
    }[];
  };
};
