/**
 * "Was this page useful?" (issue 29) over real HTTP, on PGlite (and PostgreSQL when
 * TEST_DATABASE_URL is set): a vote by JSON (201) and by plain form (303 back to the page at
 * #page-feedback with ?feedback=thanks), what is stored (and that nothing about the person is),
 * every field refused with a clear 4xx and never a 5xx, the honeypot, the limits per client
 * address (refused per hour, not counted per page), and a page's counts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEEDBACK_MIN_VOTES } from "../src/contract.ts";
import { BACKENDS, startDesk, testConfig, type TestDesk } from "./helpers.ts";

const json = async (res: Response) => (await res.json()) as Record<string, any>;

describe.each(BACKENDS)("page feedback on %s", (backend) => {
  let t: TestDesk;
  // Each test votes from addresses of its own (the desk believes X-Forwarded-For here), so the
  // limits of one test never reach another.
  let nextAddress = 1;
  const address = () => `203.0.113.${nextAddress++}`;

  beforeAll(async () => {
    t = await startDesk({
      backend,
      config: {
        trustProxy: true,
        limits: { ...testConfig().limits, feedbackPerIp: 6, feedbackPerPage: 3 },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const vote = (
    body: { json?: unknown; form?: Record<string, string> },
    from = address(),
    headers: Record<string, string> = {},
  ) => t.call("/api/desk/feedback", { ...body, headers: { "X-Forwarded-For": from, ...headers } });
  const summary = async (path: string) =>
    json(await t.call(`/api/desk/feedback/summary?path=${encodeURIComponent(path)}`));
  const rows = (path: string) =>
    t.auth.db.query<Record<string, unknown>>(
      `select * from desk.page_feedback where path = $1 order by id`,
      [path],
    );

  it("stores a Yes sent as JSON (201) and a No with what was wrong, and counts them", async () => {
    const yes = await vote({ json: { path: "/study-tips", locale: "en", useful: "yes" } });
    expect(yes.status).toBe(201);
    expect(yes.headers.get("cache-control")).toBe("no-store");
    expect(await json(yes)).toEqual({ status: "thanks" });

    const no = await vote({
      json: {
        path: "/study-tips",
        useful: false,
        reason: "wrong-or-outdated",
        comment: "  The exam dates are from last year.\r\n  ",
      },
    });
    expect(no.status).toBe(201);

    const stored = await rows("/study-tips");
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ locale: "en", useful: true, reason: null, comment: null });
    expect(stored[1]).toMatchObject({
      locale: "en",
      useful: false,
      reason: "wrong-or-outdated",
      comment: "The exam dates are from last year.",
    });
    expect(await summary("/study-tips")).toEqual({
      path: "/study-tips",
      yes: 1,
      no: 1,
      total: 2,
      min_votes: FEEDBACK_MIN_VOTES,
    });
  });

  it("keeps nothing about the person: no address, account or browser, only the vote", async () => {
    const columns = await t.auth.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = 'desk' and table_name = 'page_feedback' order by ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      "id",
      "path",
      "locale",
      "useful",
      "reason",
      "comment",
      "created_at",
    ]);
    // An email address or a phone number typed into the words anyway is taken out.
    await vote({
      json: {
        path: "/exam-stress",
        useful: "no",
        reason: "other",
        comment: "Call me on +91 98765 43210 or write to asha@example.com please",
      },
    });
    const [row] = await rows("/exam-stress");
    expect(row!.comment).toBe("Call me on […] or write to […] please");
  });

  it("a plain form (no JavaScript) goes back to its page with ?feedback=thanks at the box", async () => {
    const res = await vote({
      form: { path: "/icu-ward-assistance", locale: "en", useful: "yes", website: "" },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/icu-ward-assistance?feedback=thanks#page-feedback");

    // A Hindi page, No with a reason and words: back to the Hindi page.
    const hindi = await vote({
      form: {
        path: "/hi/icu-ward-assistance",
        locale: "hi",
        useful: "no",
        reason: "hard-to-understand",
        comment: "कुछ शब्द कठिन हैं।",
        website: "",
      },
    });
    expect(hindi.status).toBe(303);
    expect(hindi.headers.get("location")).toBe(
      "/hi/icu-ward-assistance?feedback=thanks#page-feedback",
    );
    const [row] = await rows("/hi/icu-ward-assistance");
    expect(row).toMatchObject({
      locale: "hi",
      useful: false,
      reason: "hard-to-understand",
      comment: "कुछ शब्द कठिन हैं।",
    });
    // The home pages too.
    for (const path of ["/", "/hi"]) {
      const home = await vote({ form: { path, useful: "no", website: "" } });
      expect(home.headers.get("location")).toBe(`${path}?feedback=thanks#page-feedback`);
    }
    expect(await summary("/hi")).toMatchObject({ yes: 0, no: 1 });
  });

  it("with Yes, what was wrong is dropped, not refused", async () => {
    const res = await vote({
      form: { path: "/friends-impact", useful: "yes", reason: "broken", comment: "x" },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toContain("?feedback=thanks");
    expect(await rows("/friends-impact")).toMatchObject([
      { useful: true, reason: null, comment: null },
    ]);
  });

  it("refuses every bad field with a clear 4xx (JSON) and never stores it", async () => {
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ useful: "yes" }, "invalid_field", "path"],
      [{ path: "", useful: "yes" }, "invalid_field", "path"],
      [{ path: "study-tips", useful: "yes" }, "invalid_field", "path"],
      [{ path: "//evil.example", useful: "yes" }, "invalid_field", "path"],
      [{ path: "https://evil.example/", useful: "yes" }, "invalid_field", "path"],
      [{ path: "/Study-Tips", useful: "yes" }, "invalid_field", "path"],
      [{ path: "/study-tips/", useful: "yes" }, "invalid_field", "path"],
      [{ path: "/study-tips?x=1", useful: "yes" }, "invalid_field", "path"],
      [{ path: "/study-tips#top", useful: "yes" }, "invalid_field", "path"],
      [{ path: "/a/../b", useful: "yes" }, "invalid_field", "path"],
      [{ path: "/a--b", useful: "yes" }, "invalid_field", "path"],
      [{ path: "/a/b/c/d/e", useful: "yes" }, "invalid_field", "path"],
      [{ path: `/${"a".repeat(100)}`, useful: "yes" }, "invalid_field", "path"],
      [{ path: "/study-tips\n", useful: "yes" }, "invalid_field", "path"],
      [{ path: "/study-tips", locale: "hi", useful: "yes" }, "invalid_field", "locale"],
      [{ path: "/hi/study-tips", locale: "en", useful: "yes" }, "invalid_field", "locale"],
      [{ path: "/study-tips", locale: "fr", useful: "yes" }, "invalid_field", "locale"],
      [{ path: "/study-tips" }, "invalid_field", "useful"],
      [{ path: "/study-tips", useful: "maybe" }, "invalid_field", "useful"],
      [{ path: "/study-tips", useful: "no", reason: "boring" }, "invalid_field", "reason"],
      [{ path: "/study-tips", useful: "no", comment: "x".repeat(501) }, "too_long", "comment"],
      [{ path: "/study-tips", useful: "no", comment: "a\u0000b" }, "invalid_field", "comment"],
      [{ path: "/study-tips", useful: "no", comment: ["a"] }, "invalid_field", "comment"],
      [{ path: { nested: true }, useful: "no" }, "invalid_field", "path"],
    ];
    const before = await summary("/study-tips");
    for (const [body, code, field] of cases) {
      const res = await vote({ json: body });
      const answer = await json(res);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(answer.code, JSON.stringify(body)).toBe(code);
      expect(answer.field, JSON.stringify(body)).toBe(field);
      expect(answer.message).toEqual(expect.any(String));
    }
    // 500 characters exactly is taken (Devanagari counted as characters, not bytes).
    const longest = await vote({
      json: { path: "/digital-distractions", useful: "no", comment: "अ".repeat(500) },
    });
    expect(longest.status).toBe(201);
    expect(await summary("/study-tips")).toEqual(before);

    // The body itself: not JSON, another media type, too large.
    const broken = await t.call("/api/desk/feedback", {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json", "X-Forwarded-For": address() },
    });
    expect(broken.status).toBe(400);
    expect((await json(broken)).code).toBe("invalid_field");
    const text = await t.call("/api/desk/feedback", {
      method: "POST",
      body: "useful=yes",
      headers: { "content-type": "text/plain", "X-Forwarded-For": address() },
    });
    expect(text.status).toBe(415);
    const huge = await vote({
      form: { path: "/study-tips", useful: "no", comment: "x".repeat(20_000) },
    });
    expect(huge.status).toBe(303);
    expect(huge.headers.get("location")).toBe("/?feedback=body_too_large#page-feedback");
    // The words come in the language asked for.
    const hindi = await vote({ json: { path: "/hi/study-tips", locale: "hi", useful: "?" } });
    expect((await json(hindi)).message).toMatch(/[\u0900-\u097F]/);
  });

  it("a refused plain form goes back to its page with the refusal's code; to the home page when the path is bad", async () => {
    const reason = await vote({
      form: { path: "/hi/study-tips", locale: "hi", useful: "no", reason: "boring" },
    });
    expect(reason.status).toBe(303);
    expect(reason.headers.get("location")).toBe(
      "/hi/study-tips?feedback=invalid_field#page-feedback",
    );
    const badPath = await vote({ form: { path: "//evil.example", locale: "hi", useful: "yes" } });
    expect(badPath.status).toBe(303);
    expect(badPath.headers.get("location")).toBe("/hi?feedback=invalid_field#page-feedback");
    const english = await vote({ form: { path: "javascript:alert(1)", useful: "yes" } });
    expect(english.headers.get("location")).toBe("/?feedback=invalid_field#page-feedback");
  });

  it("the honeypot: refused, nothing stored, by JSON and by form", async () => {
    const asJson = await vote({
      json: { path: "/avoid-distractions", useful: "yes", website: "https://spam.example" },
    });
    expect(asJson.status).toBe(400);
    expect((await json(asJson)).code).toBe("refused");
    const asForm = await vote({
      form: { path: "/avoid-distractions", useful: "no", website: "spam" },
    });
    expect(asForm.status).toBe(303);
    expect(asForm.headers.get("location")).toBe(
      "/avoid-distractions?feedback=refused#page-feedback",
    );
    expect(await rows("/avoid-distractions")).toEqual([]);
  });

  it("limits answers per client address per hour: 429 with Retry-After, and 303 with the code for a form", async () => {
    const from = address();
    const paths = ["/services", "/patient-support", "/student-support", "/contact", "/terms"];
    for (const path of [...paths, "/privacy"]) {
      const res = await vote({ json: { path, useful: "yes" } }, from);
      expect(res.status, path).toBe(201);
    }
    const over = await vote({ json: { path: "/accessibility", useful: "yes" } }, from);
    expect(over.status).toBe(429);
    expect((await json(over)).code).toBe("rate_limited_ip");
    const wait = Number(over.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    const overForm = await vote({ form: { path: "/accessibility", useful: "no" } }, from);
    expect(overForm.status).toBe(303);
    expect(overForm.headers.get("location")).toBe(
      "/accessibility?feedback=rate_limited_ip#page-feedback",
    );
    expect(overForm.headers.get("retry-after")).toBeTruthy();
    expect(await summary("/accessibility")).toMatchObject({ total: 0 });
    // Another address is not held back; after the hour this one is not either.
    expect((await vote({ json: { path: "/accessibility", useful: "yes" } })).status).toBe(201);
    t.clock.offsetMs += 3600_000;
    expect((await vote({ json: { path: "/accessibility", useful: "yes" } }, from)).status).toBe(
      201,
    );
    expect(await summary("/accessibility")).toMatchObject({ yes: 2 });
  });

  it("counts at most 3 votes per address per page a day; more are answered alike but not counted", async () => {
    const from = address();
    // Five votes on one page (four by JSON, one by form), within the address's six an hour.
    for (let i = 0; i < 4; i++) {
      const res = await vote({ json: { path: "/mentor-advantage", useful: "yes" } }, from);
      expect(res.status).toBe(201);
      expect(await json(res)).toEqual({ status: "thanks" });
    }
    const form = await vote({ form: { path: "/mentor-advantage", useful: "no" } }, from);
    expect(form.headers.get("location")).toBe("/mentor-advantage?feedback=thanks#page-feedback");
    expect(await summary("/mentor-advantage")).toMatchObject({ yes: 3, no: 0 });
    // Other pages and other addresses still count.
    await vote({ json: { path: "/school-pros-cons", useful: "no" } }, from);
    await vote({ json: { path: "/mentor-advantage", useful: "no" } });
    expect(await summary("/school-pros-cons")).toMatchObject({ no: 1 });
    expect(await summary("/mentor-advantage")).toMatchObject({ yes: 3, no: 1 });
  });

  it("the summary: counts only, per page and language; a bad path is a 400", async () => {
    for (const useful of ["yes", "yes", "no"])
      await vote({ json: { path: "/online-coaching-downsides", useful } });
    await vote({ json: { path: "/hi/online-coaching-downsides", useful: "no" } });
    expect(await summary("/online-coaching-downsides")).toEqual({
      path: "/online-coaching-downsides",
      yes: 2,
      no: 1,
      total: 3,
      min_votes: 20,
    });
    expect(await summary("/hi/online-coaching-downsides")).toMatchObject({ yes: 0, no: 1 });
    expect(await summary("/never-voted")).toMatchObject({ yes: 0, no: 0, total: 0 });
    for (const query of [
      "",
      "?path=",
      "?path=%2F%2Fevil",
      "?path=/a%3Fb",
      `?path=/${"a".repeat(101)}`,
    ]) {
      const res = await t.call(`/api/desk/feedback/summary${query}`);
      expect(res.status, query).toBe(400);
      expect(await json(res)).toMatchObject({ code: "invalid_field", field: "path" });
    }
    // Only GET for the summary, only POST for a vote.
    expect((await t.call("/api/desk/feedback")).status).toBe(405);
    expect(
      (await t.call("/api/desk/feedback/summary?path=/", { method: "POST", json: {} })).status,
    ).toBe(405);
  });
});
