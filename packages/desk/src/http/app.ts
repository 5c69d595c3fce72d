/**
 * The desk's HTTP layer, all under /api/desk (docs/decisions/0022-service-desk.md): reads fields
 * (form or JSON), calls a service, answers JSON to scripts and 303 to plain HTML forms. Nothing
 * escapes as a 5xx for bad input: refusals are DeskErrors, anything else is logged and answered
 * 503 `service_unavailable`.
 */
import { Hono, type Context } from "hono";
import { streamSSE } from "hono/streaming";
import { byLocale, localeOr, localePrefix, type Locale } from "../config.ts";
import { myExport, myRequests } from "../services/account.ts";
import { addReminder, myReminders, removeReminder } from "../services/reminders.ts";
import type { DeskDeps } from "../services/deps.ts";
import { mergeChecklists, myChecklists } from "../services/checklists.ts";
import { formatIst, hoursInIst, isOpen, nextOpening, replyDue } from "../services/hours.ts";
import {
  createRequest,
  deleteByToken,
  isLive,
  personReply,
  requestForToken,
} from "../services/requests.ts";
import {
  assign,
  auditStreamed,
  leaveDesk,
  listQueue,
  markOnDesk,
  note,
  reply,
  setStatus,
  staffOf,
  viewRequest,
  type Staff,
} from "../services/staff.ts";
import { confirm, sameAddress, subscribe, unsubscribe } from "../services/subscriptions.ts";
import { feedbackSummary, readFeedback, recordFeedback } from "../services/feedback.ts";
import { pagesReport } from "../services/page-views.ts";
import { dashboard } from "../services/dashboard.ts";
import {
  answerHelped,
  changeDisplayName,
  createSavedReply,
  editSavedReply,
  listSavedReplies,
  removeSavedReply,
  staffProfile,
} from "../services/staff-tools.ts";
import {
  localeOf,
  readBody,
  readCloseNote,
  readEmail,
  readRequest,
  readSource,
  str,
  truthy,
  type Fields,
} from "../services/validate.ts";
import {
  FEEDBACK_ANCHOR,
  FEEDBACK_PARAM,
  FEEDBACK_THANKS,
  isFeedbackPath,
  REFUSAL_PARAM,
} from "../contract.ts";
import { DeskError, KINDS } from "../services/words.ts";
import { sha256, isTokenShape } from "../services/tokens.ts";
import { requestByTokenHash } from "../storage/requests.ts";
import type { EventRow } from "../storage/events.ts";
import { bodyKind, isClientAbort, readFields, readJson } from "./body.ts";

export const DESK_BASE_PATH = "/api/desk";

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };
type C = Context<{ Bindings: NodeBindings }>;

const prefix = localePrefix;

/** The first language the browser asks for, when the site is written in it ("bn-IN" is Bengali); else English. */
function acceptLocale(c: C): Locale {
  const header = c.req.header("accept-language") ?? "";
  const first = header.split(",")[0]?.trim().toLowerCase() ?? "";
  return localeOr(first.split(/[-;_]/)[0], "en");
}

function clientIp(c: C, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").pop()?.trim();
    if (last) return last;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? null;
}

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

function errorJson(c: C, err: DeskError, locale: Locale) {
  const body: Record<string, unknown> = {
    code: err.code,
    message: err.messageIn(locale),
    ...err.extra,
  };
  if (err.field) body.field = err.field;
  if (err.retryAfter) body.retry_after = err.retryAfter;
  const headers: Record<string, string> = {};
  if (err.retryAfter) headers["Retry-After"] = String(err.retryAfter);
  return c.json(body, err.status as 400, headers);
}

/**
 * Runs a handler that reads a body. `ok` gives the JSON answer (and its status) and the page a form
 * goes to; `back` gives the page a refused form goes back to.
 */
async function handlePost(
  c: C,
  deps: DeskDeps,
  o: {
    run: (
      fields: Fields,
      locale: Locale,
    ) => Promise<{ json: unknown; status?: number; location: string }>;
    back: (fields: Fields, locale: Locale, err: DeskError) => string;
  },
): Promise<Response> {
  const isForm = bodyKind(c.req.raw) === "form";
  let fields: Fields = {};
  let locale = acceptLocale(c);
  try {
    fields = await readFields(c.req.raw);
    locale = localeOf(fields, locale);
    const out = await o.run(fields, locale);
    if (isForm) return c.redirect(out.location, 303);
    return c.json(out.json as object, (out.status ?? 200) as 200);
  } catch (err) {
    const e = asDeskError(err, deps, c);
    if (isForm) {
      const headers = e.retryAfter ? { "Retry-After": String(e.retryAfter) } : undefined;
      const res = c.redirect(o.back(fields, locale, e), 303);
      if (headers) res.headers.set("Retry-After", headers["Retry-After"]);
      return res;
    }
    return errorJson(c, e, locale);
  }
}

function asDeskError(err: unknown, deps: DeskDeps, c: C): DeskError {
  if (err instanceof DeskError) return err;
  // A client that went away mid-body: one line, no stack (it says nothing about our code).
  if (isClientAbort(err)) {
    const url = new URL(c.req.url);
    deps.log(
      `[desk] ${c.req.method} ${url.pathname}: the client closed the connection before its body arrived (${(err as Error).message})`,
    );
    return new DeskError("invalid_field");
  }
  deps.log(`[desk] request failed: ${(err as Error)?.stack ?? String(err)}`);
  return new DeskError("service_unavailable");
}

async function guard<T>(
  c: C,
  deps: DeskDeps,
  fn: () => Promise<T>,
  status = 200,
): Promise<Response> {
  try {
    return c.json((await fn()) as object, status as 200);
  } catch (err) {
    return errorJson(c, asDeskError(err, deps, c), acceptLocale(c));
  }
}

/** The signed-in caller, or undefined (a form post, or a token that does not verify: never refused). */
async function optionalUser(c: C, deps: DeskDeps) {
  if (!c.req.header("authorization")) return undefined;
  try {
    return (await deps.auth.caller(c.req.header("authorization"))).user;
  } catch {
    return undefined;
  }
}

async function staffCaller(c: C, deps: DeskDeps): Promise<Staff> {
  return staffOf(await deps.auth.caller(c.req.header("authorization")));
}

/** Open streams per private link and per staff account, in this process (README "Service desk"). */
export const STREAMS_PER_LINK = 5;
export const STREAMS_PER_ACCOUNT = 10;

function createStreamCounter() {
  const open = new Map<string, number>();
  return {
    /** Counts one more stream of `key`; false (nothing counted) when `cap` are open (0 = no cap). */
    take(key: string, cap: number): boolean {
      const n = open.get(key) ?? 0;
      if (cap > 0 && n >= cap) return false;
      open.set(key, n + 1);
      return true;
    },
    release(key: string) {
      const n = (open.get(key) ?? 1) - 1;
      if (n <= 0) open.delete(key);
      else open.set(key, n);
    },
    count: (key: string) => open.get(key) ?? 0,
  };
}

export function createDeskApp(deps: DeskDeps) {
  const app = new Hono<{ Bindings: NodeBindings }>().basePath(DESK_BASE_PATH);
  const { cfg } = deps;
  const openStreams = createStreamCounter();

  app.use(async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
    c.res.headers.set("X-Robots-Tag", "noindex");
  });

  app.onError((err, c) => errorJson(c as C, asDeskError(err, deps, c as C), acceptLocale(c as C)));

  // ---- public ----
  app.get("/status", (c) =>
    guard(c, deps, async () => {
      const now = deps.now();
      const { opens, closes } = hoursInIst(cfg.hours, now);
      return {
        open_now: isOpen(now, cfg.hours),
        live: await isLive(deps),
        reply_within_hours: cfg.replyWithinHours,
        reply_by: replyDue(now, cfg.hours, cfg.replyWithinHours).toISOString(),
        reply_by_text: byLocale((l) =>
          formatIst(replyDue(now, cfg.hours, cfg.replyWithinHours), l),
        ),
        next_open_at: nextOpening(now, cfg.hours).toISOString(),
        hours: {
          days: cfg.daysInWords,
          opens,
          closes,
          time_zone: "Asia/Kolkata",
          open_days: cfg.hours.openDays,
          holidays: cfg.hours.holidays ?? [],
        },
      };
    }),
  );

  app.post("/requests", (c) =>
    handlePost(c, deps, {
      async run(fields, locale) {
        // The honeypot: a field people never see. Refused before anything is read or stored.
        if (str(fields, "website").trim() !== "") throw new DeskError("refused");
        const input = readRequest(fields);
        const user = await optionalUser(c, deps);
        const { row, token } = await createRequest(deps, input, {
          userId: user?.id ?? null,
          ip: clientIp(c, cfg.trustProxy),
        });
        const privatePath = `${prefix(input.language)}/request/view?t=${token}`;
        return {
          status: 201,
          json: {
            reference: row.reference,
            token,
            private_path: privatePath,
            kind: row.kind,
            status: row.status,
            created_at: row.created_at.toISOString(),
            reply_by: row.reply_due_at?.toISOString() ?? null,
            // The thank-you page gives the urgent lines first (issue 32); never said why.
            urgent_lines_first: row.possible_risk,
          },
          // A browser without JavaScript reads nothing from the API: the thank-you page's address
          // says to give the urgent lines first (issue 32), and never why.
          location: withQuery(`${prefix(locale)}/request/sent`, {
            ref: row.reference,
            t: token,
            urgent: row.possible_risk ? "1" : undefined,
          }),
        };
      },
      back: (fields, locale, err) => {
        const kind = str(fields, "kind");
        return withQuery(`${prefix(locale)}/request`, {
          kind: (KINDS as readonly string[]).includes(kind) ? kind : undefined,
          [REFUSAL_PARAM]: err.code,
          field: err.field,
        });
      },
    }),
  );

  // ---- the person's private page ----
  app.get("/private/:token", (c) =>
    guard(c, deps, async () => (await requestForToken(deps, c.req.param("token"))).view),
  );

  app.post("/private/:token/messages", (c) => {
    const token = c.req.param("token");
    return handlePost(c, deps, {
      async run(fields, locale) {
        const answer = await personReply(deps, token, readBody(fields));
        return {
          status: 201,
          json: answer,
          location: withQuery(`${prefix(locale)}/request/view`, { t: token, sent: "1" }),
        };
      },
      back: (_fields, locale, err) =>
        withQuery(`${prefix(locale)}/request/view`, { t: token, [REFUSAL_PARAM]: err.code }),
    });
  });

  // "Did this help?" on a closed request (issue 32): once; a plain form goes back to the page.
  app.post("/private/:token/helped", (c) => {
    const token = c.req.param("token");
    return handlePost(c, deps, {
      async run(fields, locale) {
        const answer = await answerHelped(deps, token, fields);
        return {
          status: 201,
          json: answer,
          location: withQuery(`${prefix(locale)}/request/view`, { t: token, helped: "thanks" }),
        };
      },
      // Back to the question (shown without JavaScript too), with the refusal's words.
      back: (_fields, locale, err) =>
        withQuery(`${prefix(locale)}/request/view`, {
          t: token,
          helped: "ask",
          [REFUSAL_PARAM]: err.code,
        }),
    });
  });

  app.delete("/private/:token", (c) =>
    guard(c, deps, async () => {
      await deleteByToken(deps, c.req.param("token"));
      return { deleted: true };
    }),
  );

  app.post("/private/:token/delete", (c) => {
    const token = c.req.param("token");
    return handlePost(c, deps, {
      async run(_fields, locale) {
        await deleteByToken(deps, token);
        return { json: { deleted: true }, location: `${prefix(locale)}/request/deleted` };
      },
      back: (_fields, locale, err) =>
        withQuery(`${prefix(locale)}/request/view`, { t: token, [REFUSAL_PARAM]: err.code }),
    });
  });

  app.get("/private/:token/events", async (c) => {
    const token = c.req.param("token");
    let requestId: string;
    const hash = sha256(token);
    try {
      if (!isTokenShape(token)) throw new DeskError("not_found");
      const r = await requestByTokenHash(deps.db, hash);
      if (!r) throw new DeskError("not_found");
      if (r.status === "closed")
        throw new DeskError("request_closed", { extra: { reference: r.reference } });
      requestId = r.id;
    } catch (err) {
      return errorJson(c, asDeskError(err, deps, c), acceptLocale(c));
    }
    // Per link, not per address: behind a proxy (TRUST_PROXY) every address is a new one.
    const key = `link:${hash}`;
    if (!openStreams.take(key, cfg.limits.streamsPerLink ?? STREAMS_PER_LINK))
      return errorJson(c, new DeskError("too_many_streams"), acceptLocale(c));
    return eventStream(c, deps, {
      pick: (e) =>
        e.type === "presence"
          ? e.payload
          : e.request_id === requestId && e.audience === "both"
            ? (e.person_payload ?? undefined)
            : undefined,
      // What GET /private/:token would answer now: gone ends the stream, closed after its notice.
      check: async () => {
        const r = await requestByTokenHash(deps.db, hash);
        if (!r || r.id !== requestId) return "end";
        return r.status === "closed" ? "last" : "go";
      },
      wakes: (e) => e.type === "request.deleted" && e.payload.id === requestId,
      ends: (e) =>
        e.request_id === requestId &&
        e.type === "request.updated" &&
        e.person_payload?.status === "closed",
      onClose: () => openStreams.release(key),
    });
  });

  // ---- the signed-in person ----
  app.get("/me/requests", (c) =>
    guard(c, deps, async () =>
      myRequests(deps, (await deps.auth.caller(c.req.header("authorization"))).user),
    ),
  );
  app.get("/me/export", (c) =>
    guard(c, deps, async () =>
      myExport(deps, (await deps.auth.caller(c.req.header("authorization"))).user),
    ),
  );

  // ---- the signed-in person's exam reminders (issue 24) ----
  const me = async (c: C) => (await deps.auth.caller(c.req.header("authorization"))).user;
  app.get("/me/reminders", (c) => guard(c, deps, async () => myReminders(deps, await me(c))));
  app.post("/me/reminders", (c) =>
    guard(
      c,
      deps,
      async () => {
        const user = await me(c);
        return addReminder(deps, user, await readFields(c.req.raw));
      },
      201,
    ),
  );
  app.delete("/me/reminders/:id", (c) =>
    guard(c, deps, async () => removeReminder(deps, await me(c), c.req.param("id"))),
  );

  // ---- staff ----
  app.get("/staff/me", (c) =>
    guard(c, deps, async () => {
      const staff = await staffCaller(c, deps);
      await markOnDesk(deps, staff);
      return staffProfile(deps, staff);
    }),
  );
  // ---- staff tools (issue 32): the display name, saved replies; aal2 as every staff route ----
  app.put("/staff/me", (c) =>
    guard(c, deps, async () => {
      const staff = await staffCaller(c, deps);
      return changeDisplayName(deps, staff, await readFields(c.req.raw));
    }),
  );
  app.get("/staff/saved-replies", (c) =>
    guard(c, deps, async () => {
      await staffCaller(c, deps);
      return listSavedReplies(deps);
    }),
  );
  app.post("/staff/saved-replies", (c) =>
    guard(
      c,
      deps,
      async () => {
        const staff = await staffCaller(c, deps);
        return createSavedReply(deps, staff, await readFields(c.req.raw));
      },
      201,
    ),
  );
  app.put("/staff/saved-replies/:id", (c) =>
    guard(c, deps, async () => {
      const staff = await staffCaller(c, deps);
      return editSavedReply(deps, staff, c.req.param("id"), await readFields(c.req.raw));
    }),
  );
  app.delete("/staff/saved-replies/:id", (c) =>
    guard(c, deps, async () =>
      removeSavedReply(deps, await staffCaller(c, deps), c.req.param("id")),
    ),
  );
  app.get("/staff/requests", (c) =>
    guard(c, deps, async () => listQueue(deps, await staffCaller(c, deps), c.req.query())),
  );
  app.get("/staff/requests/:id", (c) =>
    guard(c, deps, async () => viewRequest(deps, await staffCaller(c, deps), c.req.param("id"))),
  );
  app.post("/staff/requests/:id/assign", (c) =>
    guard(c, deps, async () => {
      const staff = await staffCaller(c, deps);
      const fields = await readFields(c.req.raw);
      return assign(deps, staff, c.req.param("id"), fields.assignee);
    }),
  );
  app.post("/staff/requests/:id/replies", (c) =>
    guard(
      c,
      deps,
      async () => {
        const staff = await staffCaller(c, deps);
        const fields = await readFields(c.req.raw);
        return reply(
          deps,
          staff,
          c.req.param("id"),
          readBody(fields),
          fields.status,
          readCloseNote(fields),
        );
      },
      201,
    ),
  );
  app.post("/staff/requests/:id/notes", (c) =>
    guard(
      c,
      deps,
      async () => {
        const staff = await staffCaller(c, deps);
        const fields = await readFields(c.req.raw);
        return note(deps, staff, c.req.param("id"), readBody(fields));
      },
      201,
    ),
  );
  app.post("/staff/requests/:id/status", (c) =>
    guard(c, deps, async () => {
      const staff = await staffCaller(c, deps);
      const fields = await readFields(c.req.raw);
      return setStatus(deps, staff, c.req.param("id"), fields.status, readCloseNote(fields));
    }),
  );
  // Issue 32, items 5 and 6: what the pages teach, and the desk's dashboard (aal2, as the rest).
  app.get("/staff/pages", (c) =>
    guard(c, deps, async () => {
      await staffCaller(c, deps);
      return pagesReport(deps, c.req.query("days"));
    }),
  );
  app.get("/staff/dashboard", (c) =>
    guard(c, deps, async () => dashboard(deps, await staffCaller(c, deps))),
  );
  app.get("/staff/events", async (c) => {
    const authorization = c.req.header("authorization");
    let staff: Staff;
    try {
      staff = await staffCaller(c, deps);
    } catch (err) {
      return errorJson(c, asDeskError(err, deps, c), acceptLocale(c));
    }
    const key = `staff:${staff.id}`;
    if (!openStreams.take(key, cfg.limits.streamsPerAccount ?? STREAMS_PER_ACCOUNT))
      return errorJson(c, new DeskError("too_many_streams"), acceptLocale(c));
    try {
      await markOnDesk(deps, staff);
    } catch (err) {
      openStreams.release(key);
      return errorJson(c, asDeskError(err, deps, c), acceptLocale(c));
    }
    // The token, the role, two-factor and the session, as a new request would be checked.
    let refused = false;
    return eventStream(c, deps, {
      pick: (e) => e.payload,
      check: async () => {
        try {
          if (staffOf(await deps.auth.caller(authorization)).id === staff.id) return "go";
        } catch (err) {
          if (err instanceof DeskError && err.code === "service_unavailable") return "end";
        }
        refused = true;
        return "end";
      },
      onAlive: () => markOnDesk(deps, staff),
      onDelivered: (events) => auditStreamed(deps, staff, events),
      async onClose(reason) {
        openStreams.release(key);
        // Presence follows open, valid streams: a refused one leaves at once, the last one too
        // unless it ended at its lifetime (the client reconnects; else presence lapses in 90 s).
        if (refused || (openStreams.count(key) === 0 && reason !== "lifetime"))
          await leaveDesk(deps, staff);
      },
    });
  });

  // ---- the signed-in person's checklist ticks (issue 24): JSON only, merged per item by time ----
  app.get("/me/checklists", (c) =>
    guard(c, deps, async () =>
      myChecklists(deps, (await deps.auth.caller(c.req.header("authorization"))).user),
    ),
  );
  app.put("/me/checklists", (c) =>
    guard(c, deps, async () => {
      const { user } = await deps.auth.caller(c.req.header("authorization"));
      return mergeChecklists(deps, user, await readJson(c.req.raw));
    }),
  );

  // ---- subscriptions ----
  app.post("/subscriptions", (c) =>
    handlePost(c, deps, {
      async run(fields, locale) {
        if (str(fields, "website").trim() !== "") throw new DeskError("refused");
        const email = readEmail(fields, "email", true)!;
        if (!truthy(fields.consent)) throw new DeskError("consent_required", { field: "consent" });
        const user = await optionalUser(c, deps);
        await subscribe(deps, {
          email,
          locale,
          source: readSource(fields),
          // Joins the account only when it is the account's own address: subscribing another
          // address must not put that person's subscription in this account's export or erasure.
          userId: user && sameAddress(user.email, email) ? user.id : null,
          ip: clientIp(c, cfg.trustProxy),
        });
        return {
          status: 202,
          json: { status: "check_email" },
          location: `${prefix(locale)}/subscribe/check-email`,
        };
      },
      back: (_fields, locale, err) =>
        withQuery(`${prefix(locale)}/subscribe`, { [REFUSAL_PARAM]: err.code, field: err.field }),
    }),
  );

  app.post("/subscriptions/confirm", (c) =>
    handlePost(c, deps, {
      async run(fields, locale) {
        await confirm(deps, str(fields, "t"));
        return { json: { status: "confirmed" }, location: `${prefix(locale)}/subscribe/confirmed` };
      },
      back: (fields, locale, err) =>
        withQuery(`${prefix(locale)}/subscribe/confirm`, {
          t: str(fields, "t") || undefined,
          [REFUSAL_PARAM]: err.code,
        }),
    }),
  );

  // RFC 8058 one-click (body "List-Unsubscribe=One-Click", token in the URL), the page's form, or JSON.
  // A mail client's one-click post is not a browser: it gets 200, never a page to follow.
  app.post("/subscriptions/unsubscribe", async (c) => {
    const isForm = bodyKind(c.req.raw) === "form";
    let locale = acceptLocale(c);
    let oneClick = false;
    try {
      const fields = await readFields(c.req.raw);
      locale = localeOf(fields, locale);
      oneClick = str(fields, "List-Unsubscribe") === "One-Click";
      await unsubscribe(deps, c.req.query("t") || str(fields, "t"));
      if (isForm && !oneClick) return c.redirect(`${prefix(locale)}/subscribe/unsubscribed`, 303);
      return c.json({ status: "unsubscribed" });
    } catch (err) {
      const e = asDeskError(err, deps, c);
      if (isForm && !oneClick)
        return c.redirect(
          withQuery(`${prefix(locale)}/subscribe/unsubscribe`, { [REFUSAL_PARAM]: e.code }),
          303,
        );
      return errorJson(c, e, locale);
    }
  });

  // ---- "Was this page useful?" (issue 29): a vote, and a page's counts ----
  // A plain form goes back to its page with `?feedback=thanks` (or the refusal's code) at the box.
  const feedbackBack = (path: string, result: string) =>
    `${path}?${FEEDBACK_PARAM}=${encodeURIComponent(result)}#${FEEDBACK_ANCHOR}`;
  app.post("/feedback", (c) =>
    handlePost(c, deps, {
      async run(fields) {
        // The honeypot, as on the desk's other forms: refused before anything is read or stored.
        if (str(fields, "website").trim() !== "") throw new DeskError("refused");
        const input = readFeedback(fields);
        await recordFeedback(deps, input, clientIp(c, cfg.trustProxy));
        return {
          status: 201,
          json: { status: FEEDBACK_THANKS },
          location: feedbackBack(input.path, FEEDBACK_THANKS),
        };
      },
      back: (fields, locale, err) => {
        // Back to the page when its path is one; else to the home page of the form's language.
        const path = str(fields, "path");
        return feedbackBack(isFeedbackPath(path) ? path : prefix(locale) || "/", err.code);
      },
    }),
  );
  app.get("/feedback/summary", (c) =>
    guard(c, deps, async () => feedbackSummary(deps, c.req.query("path"))),
  );

  app.all("*", (c) => errorJson(c, new DeskError("method_not_allowed"), acceptLocale(c)));
  return app;
}

/**
 * What a stream's guard says, before each batch of events and every `checkEveryMs`: go on; end now
 * (nothing of the batch is sent); or send the batch up to its last event (`ends`), then end.
 */
type Verdict = "go" | "end" | "last";
const WAKE_ONLY: Record<string, unknown> = {};

/**
 * A server-sent event stream: `ready`, then every event `pick` keeps, a ping every `checkEveryMs`.
 * It is authorised again before each batch of events and at each ping (`check`), and ends when
 * that fails, after an event `ends` names, after `maxMs`, or when the client goes; the client
 * reconnects (with `Last-Event-ID`) and is authorised as a new request is.
 */
function eventStream(
  c: C,
  deps: DeskDeps,
  o: {
    pick: (e: EventRow) => Record<string, unknown> | undefined;
    check: () => Promise<Verdict>;
    ends?: (e: EventRow) => boolean;
    /** An event not sent that concerns the stream (its request deleted): checked at once. */
    wakes?: (e: EventRow) => boolean;
    /** After a periodic check passed. */
    onAlive?: () => Promise<void>;
    /** After a batch was written (the events as sent). */
    onDelivered?: (events: EventRow[]) => Promise<void>;
    /** Why it ended: the client went, a check failed, an event ended it, or its lifetime. */
    onClose: (reason: "client" | "check" | "ends" | "lifetime") => Promise<void> | void;
  },
) {
  const since = c.req.header("last-event-id");
  const { checkEveryMs, maxMs } = deps.streams;
  // A reverse proxy must pass each event on as it comes (nginx holds a response back otherwise,
  // whatever its own configuration says for this path: deploy/nginx/saathi.conf).
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    let closed = false;
    let reason: "client" | "check" | "ends" | "lifetime" = "client";
    let remove: (() => void) | undefined;
    // An event with no data only wakes the stream for a check.
    const queue: { row: EventRow; data: Record<string, unknown> | undefined }[] = [];
    let wake: (() => void) | undefined;
    const opened = Date.now();
    stream.onAbort(() => {
      closed = true;
      wake?.();
    });
    try {
      remove = await deps.live.add(
        {
          pick: (e) => o.pick(e) ?? (o.wakes?.(e) ? WAKE_ONLY : undefined),
          send: (row, data) => {
            queue.push({ row, data: data === WAKE_ONLY ? undefined : data });
            wake?.();
          },
        },
        since,
      );
      await stream.writeSSE({ event: "ready", data: JSON.stringify({ live: await isLive(deps) }) });
      let lastPing = Date.now();
      while (!closed) {
        const left = maxMs - (Date.now() - opened);
        if (left <= 0) {
          reason = "lifetime";
          break;
        }
        if (queue.length > 0) {
          // Every event queued so far arrived before this check began: none is sent unchecked.
          const batch = queue.splice(0);
          const verdict = await o.check().catch((): Verdict => "end");
          if (closed) break;
          if (verdict === "end") {
            reason = "check";
            break;
          }
          // Up to the event that ends the stream; with "last", nothing when the batch has none.
          const items = batch.filter((b) => b.data !== undefined);
          const end = items.findIndex((b) => o.ends?.(b.row) ?? false);
          const sent = items.slice(0, end >= 0 ? end + 1 : verdict === "last" ? 0 : items.length);
          for (const { row, data } of sent)
            await stream.writeSSE({ id: row.id, event: row.type, data: JSON.stringify(data) });
          if (sent.length > 0)
            await o
              .onDelivered?.(sent.map((b) => b.row))
              .catch((err: unknown) => deps.log(`[desk] stream audit: ${(err as Error).message}`));
          if (end >= 0 || verdict === "last") {
            reason = "ends";
            break;
          }
        }
        if (queue.length === 0 && !closed)
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, Math.min(5000, checkEveryMs, left));
          });
        wake = undefined;
        // However busy the stream, it is checked (and pinged, and its presence kept) on this clock.
        if (!closed && Date.now() - lastPing >= checkEveryMs) {
          lastPing = Date.now();
          if ((await o.check().catch((): Verdict => "end")) !== "go") {
            reason = "check";
            break;
          }
          await stream.write(": ping\n\n");
          await o.onAlive?.().catch(() => {});
        }
      }
    } finally {
      remove?.();
      await Promise.resolve(o.onClose(closed ? "client" : reason)).catch(() => {});
    }
  });
}
