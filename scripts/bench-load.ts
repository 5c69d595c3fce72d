/**
 * The load side of `npm run bench` (a child process, so its own memory and CPU stay out of the
 * server's figures): sign-ups and sign-ins first, then rounds of clients mixing pages (60%),
 * GET /auth/v1/user (30%) and refreshes (10%) on 127.0.0.1:BENCH_PORT. Bounded by time and by
 * BENCH_MAX_REQUESTS per round. Then, at a fixed arrival rate (BENCH_RATE, 1,000 requests/s, for
 * BENCH_SECONDS; skipped with BENCH_RATE=0), the same mix, then GET /user alone at
 * BENCH_USER_RATE (default BENCH_RATE), each after BENCH_WARMUP_SECONDS (2) at that rate that are
 * reported apart: the latency of a request counts from the moment it was
 * due, not from when a free client sent it, so a stalled server shows in p99 instead of hiding
 * behind fewer sends. Reports one JSON line per event on stdout.
 */
import { DEFAULT_PUBLISHABLE_KEY } from "../packages/auth-server/src/public.ts";

const port = Number(process.env.BENCH_PORT);
const pages = JSON.parse(process.env.BENCH_PAGES ?? '["/"]') as string[];
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const USERS = Number(process.env.BENCH_USERS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 200_000);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const USER_RATE = Number(process.env.BENCH_USER_RATE ?? RATE);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const base = `http://127.0.0.1:${port}`;
const json = { "content-type": "application/json", apikey: DEFAULT_PUBLISHABLE_KEY };

function report(event: string, text: string) {
  process.stdout.write(`${JSON.stringify({ event, text })}\n`);
}

async function post(
  path: string,
  body: unknown,
): Promise<{ access_token: string; refresh_token: string }> {
  const r = await fetch(`${base}${path}`, {
    method: "POST",
    headers: json,
    body: JSON.stringify(body),
  });
  const answer = (await r.json()) as { access_token: string; refresh_token: string };
  if (r.status !== 200) throw new Error(`${path} ${r.status}: ${JSON.stringify(answer)}`);
  return answer;
}

type Client = { access: string; refresh: string; refreshing?: boolean };

async function getUser(client: Client) {
  const r = await fetch(`${base}/auth/v1/user`, {
    headers: { ...json, authorization: `Bearer ${client.access}` },
  });
  await r.arrayBuffer();
  if (r.status !== 200) throw new Error(`GET /user ${r.status}`);
}

/** One request of the mix: a page (60%), GET /user (30%) or a refresh (10%). Throws on a non-200. */
async function request(client: Client, step: number) {
  const kind = step % 10;
  if (kind < 6 || (kind === 9 && client.refreshing)) {
    const r = await fetch(`${base}${pages[step % pages.length]}`, {
      headers: { "accept-encoding": "br, gzip" },
    });
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`page ${r.status}`);
  } else if (kind < 9) {
    await getUser(client);
  } else {
    // One refresh at a time per session, as a real client does.
    client.refreshing = true;
    try {
      const s2 = await post("/auth/v1/token?grant_type=refresh_token", {
        refresh_token: client.refresh,
      });
      client.access = s2.access_token;
      client.refresh = s2.refresh_token;
    } finally {
      client.refreshing = false;
    }
  }
}

function percentiles(latencies: number[]) {
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return `p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms`;
}

const run = Date.now().toString(36);
const password = "bench-passphrase-not-common-1";
for (let i = 0; i < USERS; i++)
  await post("/auth/v1/signup", { email: `bench-${run}-${i}@example.com`, password });
const clients: Client[] = [];
for (let i = 0; i < CLIENTS; i += 10) {
  const batch = await Promise.all(
    Array.from({ length: Math.min(10, CLIENTS - i) }, (_, j) =>
      post("/auth/v1/token?grant_type=password", {
        email: `bench-${run}-${(i + j) % USERS}@example.com`,
        password,
      }),
    ),
  );
  for (const s of batch) clients.push({ access: s.access_token, refresh: s.refresh_token });
}
report("sessions", `${USERS} users signed up, ${CLIENTS} sessions signed in`);

for (let round = 1; round <= ROUNDS; round++) {
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    clients.map(async (client, index) => {
      let step = index;
      while (performance.now() < deadline && started < MAX_REQUESTS) {
        started++;
        step++;
        const s = performance.now();
        try {
          await request(client, step);
          latencies.push(performance.now() - s);
        } catch (err) {
          if (errors++ < 3)
            process.stderr.write(
              `  error: ${(err as Error).message} ${String((err as Error).cause ?? "")}\n`,
            );
        }
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  report(
    "round",
    `round ${round}: ${CLIENTS} clients, ${(latencies.length / elapsed).toFixed(0)} req/s, ${percentiles(latencies)}, ${errors} errors (${latencies.length} ok in ${elapsed.toFixed(1)} s)`,
  );
}

/**
 * Open loop: `rate` requests a second whatever the answers do, spread over the sessions. The
 * latency of a request counts from the moment it was due, not from when it was sent. The first
 * WARMUP seconds run at the same rate but are reported apart: they measure a process whose code
 * is not yet compiled and whose connections are not yet open, which a running deployment is not.
 */
async function openLoop(
  label: string,
  rate: number,
  send: (client: Client, step: number) => Promise<void>,
) {
  const latencies: number[] = [];
  const warmup: number[] = [];
  let errors = 0;
  let sent = 0;
  const inFlight = new Set<Promise<void>>();
  const t0 = performance.now();
  const measuredFrom = Math.round(rate * WARMUP);
  const total = measuredFrom + Math.min(MAX_REQUESTS, Math.round(rate * SECONDS));
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * rate));
    for (; sent < due; sent++) {
      const dueAt = t0 + (sent / rate) * 1000;
      const step = sent;
      const into = step < measuredFrom ? warmup : latencies;
      const p = send(clients[step % clients.length]!, step).then(
        () => void into.push(performance.now() - dueAt),
        (err: unknown) => {
          if (errors++ < 3)
            process.stderr.write(
              `  error: ${(err as Error).message} ${String((err as Error).cause ?? "")}\n`,
            );
        },
      );
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - t0) / 1000 - WARMUP;
  const warm = warmup.length ? ` (first ${WARMUP} s, not counted: ${percentiles(warmup)})` : "";
  report(
    "rate",
    `fixed rate ${rate} req/s for ${SECONDS} s, ${label}: ${(latencies.length / elapsed).toFixed(0)} req/s answered, ${percentiles(latencies)}, ${errors} errors${warm}`,
  );
}

// The mix at RATE (none when BENCH_RATE=0: the run behind nginx measures the closed loop only),
// then GET /user alone at USER_RATE: DESIGN's budget for the auth server (p99 under 250 ms at
// 1,000 requests/s on PostgreSQL) is about that call, not about the pages around it.
if (RATE > 0) await openLoop("the mix", RATE, request);
if (USER_RATE > 0) await openLoop("GET /user alone", USER_RATE, (client) => getUser(client));
