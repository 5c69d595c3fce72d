/**
 * Issue 21 item 1, in a real browser: a sign-in link whose `redirect_to` is one of the allow-list
 * tricks (an encoded dot WHATWG URL decodes in the host, a backslash, userinfo, a full-width dot,
 * a trailing dot, javascript:) sends Chromium back to this site, never to another host. The link's
 * token is not valid, so GoTrue's error redirect is what is followed: the path the review saw the
 * server itself rewrite to https://evil.com/.
 */
import type { Response } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** The error GET /verify put in the fragment of its redirect (read from its Location header). */
async function linkError(final: Response): Promise<string | null> {
  const verify = await final.request().redirectedFrom()?.response();
  const location = verify?.headers()["location"] ?? "";
  return new URLSearchParams(location.split("#")[1] ?? "").get("error_code");
}

const TRICKS = [
  "https://evil%2ecom?.partner.example/cb",
  "https://evil%252ecom?.partner.example/cb",
  "https://evil\\@a.partner.example/cb",
  "https://a.partner.example@evil.com/cb",
  "https://evil\u3002com?.partner.example/cb",
  "https://evil.com./cb",
  "//evil.com/",
  "https:evil.com/",
  "javascript:alert(document.domain)//",
];

test("a link with a tricky redirect_to lands on this site, with the link's error", async ({
  page,
  baseURL,
}) => {
  const site = new URL(baseURL!);
  for (const trick of TRICKS) {
    const link = `/auth/v1/verify?type=magiclink&token=not-a-real-token&redirect_to=${encodeURIComponent(trick)}`;
    // The document the browser was redirected to (the page may tidy its own URL afterwards).
    const final = (await page.goto(link))!;
    const landed = new URL(final.url());
    expect(landed.origin, `${trick} -> ${landed.href}`).toBe(site.origin);
    expect(await linkError(final), trick).toBe("otp_expired");
  }
});

test("an allowed target on this site is still honoured", async ({ page, baseURL }) => {
  const target = new URL("/study-tips", baseURL!).href;
  const res = await page.goto(
    `/auth/v1/verify?type=magiclink&token=not-a-real-token&redirect_to=${encodeURIComponent(target)}`,
  );
  const landed = new URL(res!.url());
  expect(landed.origin + landed.pathname).toBe(target);
  expect(await linkError(res!)).toBe("otp_expired");
});
