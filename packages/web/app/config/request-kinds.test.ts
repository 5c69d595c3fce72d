// @vitest-environment node
/**
 * The site's desk vocabulary (kinds.ts, the desk catalogue) is the desk server's: the kinds and
 * statuses come from the desk's contract module; the refusal codes, and for each refusal the same
 * words in English and Hindi as the contract's table (decision 0022), are held to the server's
 * here, so a page and the API never say a refusal two ways.
 */
import { ERRORS } from "@saathi/desk";
import { describe, expect, it } from "vitest";
import { deskCatalogues } from "../i18n/desk-catalogues.ts";
import {
  deskErrorCodes,
  requestKinds,
  requestStatuses,
  requestHref,
  sameSitePath,
} from "./request-kinds.ts";

describe("the desk's vocabulary", () => {
  it("has the server's refusal codes", () => {
    expect([...deskErrorCodes].sort()).toEqual(Object.keys(ERRORS).sort());
  });

  it("says every refusal in the contract's words, in both languages", () => {
    for (const code of deskErrorCodes) {
      const [, en, hi] = ERRORS[code];
      expect(deskCatalogues.en.errors[code], code).toBe(en);
      expect(deskCatalogues.hi.errors[code], code).toBe(hi);
    }
  });

  it("names every kind and status in both languages", () => {
    for (const words of Object.values(deskCatalogues)) {
      for (const kind of requestKinds) {
        expect(words.kinds[kind]).toBeTruthy();
        expect(words.kindNames[kind]).toBeTruthy();
      }
      for (const status of requestStatuses) expect(words.statuses[status]).toBeTruthy();
    }
  });

  it("keeps only a same-site path as the page a request came from", () => {
    expect(sameSitePath("/medical-appointment-assistance")).toBe("/medical-appointment-assistance");
    expect(sameSitePath("/hi/contact")).toBe("/hi/contact");
    for (const bad of [
      "//evil.example",
      "https://evil.example/",
      "/a\\b",
      "contact",
      "/<x>",
      "/" + "a".repeat(200),
      "",
    ])
      expect(sameSitePath(bad), bad).toBeUndefined();
  });

  it("links to the request form for a kind, from a page, or for Live chat", () => {
    expect(requestHref("counselling", "/contact")).toBe(
      "/request?kind=counselling&source=%2Fcontact",
    );
    expect(requestHref("message", "/", true)).toBe("/request?kind=message&chat=1&source=%2F");
    expect(requestHref(undefined, "//evil")).toBe("/request");
  });
});
