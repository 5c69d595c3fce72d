// @vitest-environment node
/**
 * The site server's side of the service desk: /api/desk is handed to the desk with the client's
 * address, the thank-you page gets the reference and private link filled in for browsers without
 * JavaScript, token pages are never cached nor leak the token as a Referer, /staff is not indexed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskCatalogues } from "../app/i18n/desk-catalogues.ts";
import { fillDeskPage } from "./desk-pages.ts";
import { createSiteApp } from "./site-app.ts";
import { loadStaticSite, type StaticSite } from "./static-site.ts";

const TOKEN = "A".repeat(20) + "b_-".repeat(7) + "xy";
const SENT = `<!doctype html><html lang="en"><head><title>Sent</title></head><body><main><div data-desk-unless-ref="">No reference</div><div data-desk-when-ref="" hidden=""><p>Your reference: <strong data-desk-reference=""></strong></p><a data-desk-private-link="" href="/request/view">Open your request</a></div></main></body></html>`;
const CONFIRM = `<!doctype html><html><body><main><form method="post" action="/api/desk/subscriptions/confirm"><input type="hidden" name="t" data-desk-token="" value=""><button>Confirm</button></form></main></body></html>`;

const FORM = `<!doctype html><html><body><main><form method="post" action="/api/desk/requests"><div data-desk-error="form" role="alert" class="empty:hidden"></div><select id="desk-kind" name="kind" required="" data-desk-kind=""><option value="" selected="">Choose one</option><option value="message">Send us a message</option><option value="appointment-companion">Someone to go with you</option></select><input id="desk-email" name="email" type="email" aria-describedby="desk-email-error"/><p id="desk-email-error" data-desk-field-error="email" class="empty:hidden"></p><input type="hidden" name="source" data-desk-source=""/></form></main></body></html>`;
const VIEW = `<!doctype html><html><body><main><p role="status" data-desk-when-sent="" hidden="">Your answer was sent.</p><form method="post" action="/api/desk/private//messages" data-desk-action="/messages"><input type="hidden" name="t" data-desk-token=""/></form></main></body></html>`;

describe("desk pages", () => {
  let dir: string;
  let site: StaticSite;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "desk-pages-"));
    const files: Record<string, string> = {
      "404.html": "<!doctype html><title>Not found</title>",
      "request/sent/index.html": SENT,
      "hi/request/sent/index.html": SENT.replace('lang="en"', 'lang="hi"'),
      "subscribe/confirm/index.html": CONFIRM,
    };
    for (const [path, body] of Object.entries(files)) {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), body);
    }
    site = await loadStaticSite(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("fills the reference and the private link, escaped, only with well-formed values", () => {
    expect(TOKEN).toHaveLength(43);
    const html = fillDeskPage(
      SENT,
      "/request/sent",
      "/hi",
      new URLSearchParams({ ref: "SA-7K3Q", t: TOKEN }),
    );
    expect(html).toContain('<strong data-desk-reference="">SA-7K3Q</strong>');
    expect(html).toContain(`href="/hi/request/view?t=${TOKEN}"`);
    // With a reference the thanks shows; the words for an address without one are hidden.
    expect(html).toContain('<div data-desk-unless-ref="" hidden="">No reference</div>');
    expect(html).toContain('<div data-desk-when-ref=""><p>Your reference');
    const bad = fillDeskPage(
      SENT,
      "/request/sent",
      "",
      new URLSearchParams({ ref: "<script>", t: '"><x' }),
    );
    expect(bad).toBe(SENT);
    const confirm = fillDeskPage(
      CONFIRM,
      "/subscribe/confirm",
      "",
      new URLSearchParams({ t: TOKEN }),
    );
    expect(confirm).toContain(`data-desk-token="" value="${TOKEN}"`);
  });

  it("shows the urgent lines first on the thank-you page of a request that needs them (urgent=1), without JavaScript", () => {
    const page = SENT.replace(
      "</main>",
      '<div data-desk-when-urgent="" hidden=""><h2>If you might not be safe, call now</h2></div></main>',
    );
    const urgent = fillDeskPage(
      page,
      "/request/sent",
      "",
      new URLSearchParams({ ref: "SA-7K3Q", t: TOKEN, urgent: "1" }),
    );
    expect(urgent).toContain('<div data-desk-when-urgent=""><h2>');
    for (const params of [
      { ref: "SA-7K3Q", t: TOKEN, urgent: "" },
      { ref: "SA-7K3Q", t: TOKEN, urgent: "yes" },
      { ref: "<x>", t: TOKEN, urgent: "1" },
    ]) {
      const html = fillDeskPage(page, "/request/sent", "", new URLSearchParams(params));
      expect(html, JSON.stringify(params)).toContain('<div data-desk-when-urgent="" hidden="">');
    }
  });

  it('"Did this help?" without JavaScript: asked by the closing mail\'s link, thanked after the answer', () => {
    const token = "a".repeat(43);
    const page = `<main><section id="helped" data-desk-helped-question="" hidden=""><p data-desk-helped-thanks="" hidden="">Thank you.</p><form method="post" action="/api/desk/private//helped" data-desk-action="/helped" data-desk-helped-form=""></form></section></main>`;
    const ask = fillDeskPage(
      page,
      "/request/view",
      "",
      new URLSearchParams({ t: token, helped: "ask" }),
    );
    expect(ask).toContain('<section id="helped" data-desk-helped-question="">');
    expect(ask).toContain('<p data-desk-helped-thanks="" hidden="">');
    expect(ask).toContain(`action="/api/desk/private/${token}/helped"`);
    const thanks = fillDeskPage(
      page,
      "/request/view",
      "",
      new URLSearchParams({ t: token, helped: "thanks" }),
    );
    expect(thanks).toContain('<p data-desk-helped-thanks="">');
    expect(thanks).toMatch(/<form [^>]*data-desk-helped-form="" hidden="">/);
    // Nothing asked: it stays hidden.
    expect(fillDeskPage(page, "/request/view", "", new URLSearchParams({ t: token }))).toContain(
      'data-desk-helped-question="" hidden=""',
    );
  });

  it("the request form: the kind chosen and the page it came from, for a browser without JavaScript", () => {
    const html = fillDeskPage(
      FORM,
      "/request",
      "",
      new URLSearchParams({
        kind: "appointment-companion",
        source: "/medical-appointment-assistance",
      }),
    );
    expect(html).toContain('<option value="">Choose one</option>');
    expect(html).toContain('<option value="appointment-companion" selected="">');
    expect(html).toContain('data-desk-source="" value="/medical-appointment-assistance"');
    // An unknown kind, another site's address: nothing changes.
    expect(
      fillDeskPage(FORM, "/request", "", new URLSearchParams({ kind: "pizza", source: "//evil" })),
    ).toBe(FORM);
  });

  it("a refused form: the code's words in the page's language, beside the field, which says it is invalid", () => {
    const hi = deskCatalogues.hi;
    const html = fillDeskPage(
      FORM,
      "/request",
      "/hi",
      new URLSearchParams({ kind: "message", refused: "invalid_email", field: "email" }),
    );
    expect(html).toContain(
      `<div data-desk-error="form" role="alert" class="empty:hidden"><h2 class="text-lg font-bold">${hi.problem.title}</h2><ul class="mt-1 list-disc pl-5"><li><a href="#desk-email" class="underline underline-offset-4">${hi.errors.invalid_email}</a></li></ul><p class="mt-2 font-normal">${hi.problem.notSent} ${hi.backKeepsTyped}</p></div>`,
    );
    expect(html).toContain(
      `<p id="desk-email-error" data-desk-field-error="email" class="empty:hidden">${hi.errors.invalid_email}</p>`,
    );
    expect(html).toMatch(/<input id="desk-email" name="email"[^>]*aria-invalid="true"/);
    // A code the desk never sends, or a field that is not a name: ignored.
    expect(fillDeskPage(FORM, "/request", "", new URLSearchParams({ refused: "<b>" }))).toBe(FORM);
    const noField = fillDeskPage(
      FORM,
      "/request",
      "",
      new URLSearchParams({ refused: "rate_limited_ip", field: '"><script>' }),
    );
    expect(noField).toContain(deskCatalogues.en.errors.rate_limited_ip);
    expect(noField).not.toContain("aria-invalid");
    expect(noField).not.toContain("<script>");
  });

  it("Live chat (?chat=1): the request form shows the chat box instead of the hours line", () => {
    const page = `<main><section aria-labelledby="chat-title" data-desk-when-chat="" hidden="" class="mt-6"><h2 id="chat-title">Live chat</h2></section><p role="status" data-desk-unless-chat="" class="mt-6 flex">We reply within 2 hours</p></main>`;
    const chat = fillDeskPage(page, "/request", "", new URLSearchParams({ chat: "1" }));
    expect(chat).toContain(
      '<section aria-labelledby="chat-title" data-desk-when-chat="" class="mt-6">',
    );
    expect(chat).toContain(
      '<p role="status" data-desk-unless-chat="" class="mt-6 flex" hidden="">',
    );
    // Any other value, or another page, leaves the page as it was built.
    for (const [path, value] of [
      ["/request", "yes"],
      ["/subscribe", "1"],
    ] as const) {
      expect(fillDeskPage(page, path, "", new URLSearchParams({ chat: value }))).toBe(page);
    }
  });

  it("the private page: the token in its forms' actions, and its sent line after an answer", () => {
    const html = fillDeskPage(
      VIEW,
      "/request/view",
      "",
      new URLSearchParams({ t: TOKEN, sent: "1" }),
    );
    expect(html).toContain(`action="/api/desk/private/${TOKEN}/messages"`);
    expect(html).toContain(`data-desk-token="" value="${TOKEN}"`);
    expect(html).toContain('<p role="status" data-desk-when-sent="">Your answer was sent.</p>');
    expect(fillDeskPage(VIEW, "/request/view", "", new URLSearchParams({ t: TOKEN }))).toContain(
      'data-desk-when-sent="" hidden=""',
    );
  });

  it("mounts the desk at /api/desk with the node bindings, and answers its pages with their headers", async () => {
    const seen: { url: string; env: unknown }[] = [];
    const app = createSiteApp({
      site,
      desk: (request, env) => {
        seen.push({ url: request.url, env });
        return Response.json({ ok: true });
      },
    });
    const env = { incoming: { socket: { remoteAddress: "203.0.113.9" } } };
    const res = await app.fetch(
      new Request("http://site/api/desk/requests", { method: "POST", body: "x" }),
      env,
    );
    expect(res.status).toBe(200);
    expect(seen[0]!.url).toBe("http://site/api/desk/requests");
    expect(seen[0]!.env).toEqual(env);

    const sent = await app.fetch(new Request(`http://site/hi/request/sent?ref=SA-7K3Q&t=${TOKEN}`));
    expect(sent.status).toBe(200);
    expect(sent.headers.get("referrer-policy")).toBe("no-referrer");
    expect(sent.headers.get("cache-control")).toBe("no-store");
    const body = await sent.text();
    expect(body).toContain("SA-7K3Q</strong>");
    expect(body).toContain('lang="hi"');
    expect(body).toContain(`/hi/request/view?t=${TOKEN}`);

    const plain = await app.fetch(new Request("http://site/request/sent"));
    expect(await plain.text()).toBe(SENT);

    const staff = await app.fetch(new Request("http://site/staff"));
    expect(staff.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });
});
