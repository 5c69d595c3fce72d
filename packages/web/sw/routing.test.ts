// @vitest-environment node
/**
 * The service worker's rules (routing.ts), request by request: what it never answers, what it
 * answers network first, what it answers from its saved copies, and where offline leads.
 */
import { describe, expect, it } from "vitest";
import {
  isNeverAnswered,
  LEAVING_FOR_MS,
  mayActivateOnNavigation,
  offlinePageFor,
  offlineRedirectFor,
  requestKind,
  savedPathFor,
} from "./routing.ts";

const origin = "https://saathi.example";
const navigate = (path: string) => ({ url: origin + path, method: "GET", mode: "navigate" });
const fetched = (path: string, method = "GET") => ({ url: origin + path, method, mode: "cors" });

describe("requests the service worker never answers", () => {
  it.each([
    "/auth/v1/health",
    "/auth/v1/token?grant_type=password",
    "/auth/v1/user",
    "/auth/v1",
    "/api/account",
    "/api",
    "/api/desk/requests?status=open",
    "/staff",
    "/staff/requests/42",
    "/hi/staff",
    "/healthz",
    // The same paths as the server reads them once decoded.
    "/%61pi/account",
    "/auth%2Fv1/user",
  ])("%s, fetched or navigated to", (path) => {
    expect(requestKind(fetched(path), origin)).toBe("network-only");
    expect(requestKind(navigate(path), origin)).toBe("network-only");
    expect(requestKind(fetched(path, "POST"), origin)).toBe("network-only");
  });

  it("anything but GET, and other origins (a hosted auth project, the video embeds)", () => {
    expect(requestKind(fetched("/study-tips", "POST"), origin)).toBe("network-only");
    expect(requestKind(fetched("/study-tips", "HEAD"), origin)).toBe("network-only");
    expect(
      requestKind({ ...navigate("/"), url: "https://project.supabase.co/auth/v1/user" }, origin),
    ).toBe("network-only");
    expect(
      requestKind({ ...fetched("/"), url: "https://www.youtube-nocookie.com/embed/x" }, origin),
    ).toBe("network-only");
  });

  it("files it does not save: the search index, videos, mail templates, the sitemap", () => {
    for (const path of [
      "/pagefind/pagefind.js",
      "/media/breathing.mp4",
      "/mail-templates/recovery.html",
      "/sitemap.xml",
      "/robots.txt",
    ])
      expect(requestKind(fetched(path), origin)).toBe("network-only");
  });

  it("pages whose names only start like the APIs are pages", () => {
    expect(isNeverAnswered("/apiary")).toBe(false);
    expect(isNeverAnswered("/auth/v10")).toBe(false);
    expect(isNeverAnswered("/study-tips")).toBe(false);
    expect(isNeverAnswered("/hi/study-tips")).toBe(false);
  });
});

describe("what it answers", () => {
  it("every navigation to a page, in every language: network first, then the saved page", () => {
    for (const path of ["/", "/study-tips", "/hi", "/hi/icu-ward-assistance", "/no-such-page"])
      expect(requestKind(navigate(path), origin)).toBe("page");
    expect(requestKind(navigate("/search"), origin)).toBe("page");
    expect(requestKind(navigate("/hi/search"), origin)).toBe("page");
    expect(requestKind(navigate("/account/reset-password?code=abc"), origin)).toBe("page");
  });

  it("a search with words: only the server's answer", () => {
    expect(requestKind(navigate("/search?q=icu"), origin)).toBe("search");
    expect(requestKind(navigate("/hi/search?q=%E0%A4%86"), origin)).toBe("search");
    expect(requestKind(navigate("/search?q="), origin)).toBe("search");
  });

  it("React Router's page data and the unhashed files: network first", () => {
    for (const path of [
      "/study-tips.data",
      "/_.data",
      "/hi.data",
      "/hi/study-tips.data?_routes=page%3A%2Fhi%2Fstudy-tips",
      "/icons.svg",
      "/site.webmanifest",
      "/favicon.svg",
      "/icon-512.png",
    ])
      expect(requestKind(fetched(path), origin)).toBe("network-first");
  });

  it("hashed build files: the saved copy", () => {
    expect(requestKind(fetched("/assets/app-Z4NLIwJB.js"), origin)).toBe("cache-first");
    expect(requestKind(fetched("/assets/app-1aMjXghu.css"), origin)).toBe("cache-first");
  });
});

describe("saved copies and the offline page", () => {
  it("a page's saved copy ignores its query and a trailing slash", () => {
    expect(savedPathFor(`${origin}/`)).toBe("/");
    expect(savedPathFor(`${origin}/study-tips/`)).toBe("/study-tips");
    expect(savedPathFor(`${origin}/account/reset-password?code=abc`)).toBe(
      "/account/reset-password",
    );
    expect(savedPathFor(`${origin}/study-tips.data?_routes=x`)).toBe("/study-tips.data");
    expect(savedPathFor(`${origin}/hi/`)).toBe("/hi");
  });

  it("the offline page is in the language of the page asked for", () => {
    expect(offlinePageFor(`${origin}/no-such-page`)).toBe("/offline");
    expect(offlinePageFor(`${origin}/hi/no-such-page`)).toBe("/hi/offline");
    expect(offlinePageFor(`${origin}/hi`)).toBe("/hi/offline");
    expect(offlinePageFor(`${origin}/history`)).toBe("/offline");
  });

  it("offline, a page with no saved copy leads to the offline page, told what to try again", () => {
    expect(offlineRedirectFor(`${origin}/search?q=icu bag`)).toBe(
      "/offline?from=%2Fsearch%3Fq%3Dicu%2520bag",
    );
    expect(offlineRedirectFor(`${origin}/hi/exam-calendar`)).toBe(
      "/hi/offline?from=%2Fhi%2Fexam-calendar",
    );
    // Never to itself: that would loop.
    expect(offlineRedirectFor(`${origin}/offline?from=%2Fx`)).toBeUndefined();
    expect(offlineRedirectFor(`${origin}/hi/offline`)).toBeUndefined();
  });
});

describe("a new version", () => {
  const now = 1_000_000;
  it("takes over on a navigation only when every open window of the site is leaving", () => {
    const leaving = new Map([["a", now - 50]]);
    // The one window navigates away (a reload, a link, an address typed in that tab).
    expect(mayActivateOnNavigation(["a"], leaving, now)).toBe(true);
    // Nothing open: nothing to disturb.
    expect(mayActivateOnNavigation([], leaving, now)).toBe(true);
  });

  it("never while a page is being read: another window, or a tab opened beside it", () => {
    const leaving = new Map([["a", now - 50]]);
    expect(mayActivateOnNavigation(["a", "b"], leaving, now)).toBe(false);
    // A new tab opened from page "b": "b" stays, so the navigation must not switch it.
    expect(mayActivateOnNavigation(["b"], leaving, now)).toBe(false);
  });

  it("forgets a word of leaving that no navigation followed", () => {
    expect(mayActivateOnNavigation(["a"], new Map([["a", now - LEAVING_FOR_MS - 1]]), now)).toBe(
      false,
    );
  });
});
