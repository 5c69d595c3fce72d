/**
 * What a Lighthouse trace says about a layout shift: when it happened against the page's own
 * milestones (how far the HTML had been parsed, the first paint, the stylesheet, the load event,
 * hydration) and which boxes moved from where to where. The Lighthouse check prints this for a
 * run whose CLS is above 0, because such a shift may happen once in dozens of runs and the
 * report alone names one element and a score, not what moved it.
 */
import { readFileSync } from "node:fs";

type TraceEvent = {
  name: string;
  ts: number;
  dur?: number;
  args?: {
    frame?: string;
    data?: Record<string, unknown>;
    beginData?: Record<string, unknown>;
    endData?: Record<string, unknown>;
  };
};

type ImpactedNode = { node_id: number; old_rect: number[]; new_rect: number[] };

const rect = (r: number[]) => `(${r.map((v) => Math.round(v)).join(", ")})`;

/** Lines describing every layout shift in the trace, with the page's milestones around it. */
export function describeLayoutShifts(tracePath: string, url: string): string[] {
  const trace = JSON.parse(readFileSync(tracePath, "utf8")) as
    { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = (Array.isArray(trace) ? trace : trace.traceEvents).sort((a, b) => a.ts - b.ts);
  const navigation = events.findLast(
    (e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL === url,
  );
  if (!navigation) return ["(no navigationStart for the page in the trace)"];
  const frame = navigation.args?.frame;
  const at = (ts: number) => `${((ts - navigation.ts) / 1000).toFixed(0)} ms`;
  const mine = events.filter((e) => e.ts >= navigation.ts);

  const milestones: string[] = [];
  const mark = (label: string, e: TraceEvent | undefined) => {
    if (e) milestones.push(`${label} ${at(e.ts)}`);
  };
  mark(
    "FCP",
    mine.find((e) => e.name === "firstContentfulPaint" && e.args?.frame === frame),
  );
  mark(
    "DOMContentLoaded",
    mine.find((e) => e.name === "MarkDOMContent" && e.args?.data?.isMainFrame),
  );
  mark(
    "load",
    mine.find((e) => e.name === "MarkLoad" && e.args?.data?.isMainFrame),
  );
  // What arrived when: the document, the stylesheet, the icon sprite, the scripts.
  const urls = new Map<string, string>();
  for (const e of mine) {
    if (e.name === "ResourceSendRequest" && e.args?.data)
      urls.set(String(e.args.data.requestId), String(e.args.data.url));
  }
  const arrived: string[] = [];
  for (const e of mine) {
    if (e.name !== "ResourceFinish" || !e.args?.data) continue;
    const resource = urls.get(String(e.args.data.requestId));
    if (resource) arrived.push(`${new URL(resource).pathname} ${at(e.ts)}`);
  }
  // When the parser ran: one slice per stretch of HTML it parsed before yielding (the prerendered
  // HTML is nearly one line, so the slices' line numbers say little).
  const parsing = mine
    .filter((e) => e.name === "ParseHTML" && e.args?.beginData?.frame === frame)
    .map((e) => `${at(e.ts)}-${at(e.ts + (e.dur ?? 0))}`);

  const lines = [
    `  milestones: ${milestones.join(", ")}`,
    `  finished: ${arrived.join(", ")}`,
    `  parsing (${parsing.length} slices): ${parsing.join(", ")}`,
  ];
  for (const e of mine) {
    if (e.name !== "LayoutShift" || !e.args?.data?.is_main_frame) continue;
    const data = e.args.data as {
      score: number;
      frame_max_distance?: number;
      impacted_nodes?: ImpactedNode[];
    };
    lines.push(
      `  shift at ${at(e.ts)}: score ${data.score.toExponential(2)}, ${Math.round(data.frame_max_distance ?? NaN)} px at most; moved (x y width height, CSS px):`,
    );
    for (const node of data.impacted_nodes ?? [])
      lines.push(`    node ${node.node_id}: ${rect(node.old_rect)} -> ${rect(node.new_rect)}`);
  }
  return lines;
}
