// @vitest-environment jsdom
/**
 * Issue 35: the parts that follow the kept state. With none kept they stay empty; with one, the
 * urgent block's part adds the lines it does not show already, the scheme card names the scheme
 * with its source and checked date (or says it is not yet checked); a signed-in account gets the
 * choice, loses it on Forget, and gives it to a browser that keeps none.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mirror, type AuthContextValue } from "../accounts/auth-provider.tsx";
import { fillAll, fillPart, follow, keep, STORAGE_KEY } from "./follow.ts";

function part(kind: "lines" | "scheme" | "study"): HTMLElement {
  const element = document.createElement("div");
  element.dataset.statePart = kind;
  document.body.append(element);
  return element;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
  mirror.set(null);
});
afterEach(() => vi.restoreAllMocks());

describe("the parts of a page", () => {
  it("stay empty with no state kept", async () => {
    const lines = part("lines");
    const scheme = part("scheme");
    await fillPart(lines);
    await fillPart(scheme);
    expect(lines.childNodes).toHaveLength(0);
    expect(scheme.childNodes).toHaveLength(0);
  });

  it("add the state's own lines, not those the block shows, with a link to its page", async () => {
    localStorage.setItem(STORAGE_KEY, "delhi");
    const lines = part("lines");
    await fillPart(lines);
    const numbers = [...lines.querySelectorAll("a[href^='tel:']")].map((a) => a.textContent);
    expect(numbers).toEqual(expect.arrayContaining(["102", "181", "1098"]));
    expect(numbers).not.toContain("112");
    expect(numbers).not.toContain("14416");
    expect(lines.textContent).toContain("Also in Delhi");
    expect(lines.querySelector("a[href='/state/delhi']")).not.toBeNull();
  });

  it("show the scheme with its source and date, or say it is not yet checked", async () => {
    localStorage.setItem(STORAGE_KEY, "telangana");
    const scheme = part("scheme");
    await fillPart(scheme);
    const card = scheme.querySelector("section")!;
    expect(card.getAttribute("aria-labelledby")).toBe(scheme.querySelector("h2")!.id);
    expect(card.textContent).toContain("Health scheme in Telangana");
    expect(card.textContent).toContain("Aarogyasri");
    expect(card.textContent).toContain("checked 29 November 2026");
    expect(card.querySelector("a[href^='https://ehealth.eletsonline.com/']")).not.toBeNull();

    localStorage.setItem(STORAGE_KEY, "chandigarh");
    fillAll();
    await settle();
    expect(scheme.textContent).toContain("Chandigarh's own health scheme is not yet checked");
    expect(scheme.querySelector("a[href='/state/chandigarh']")).not.toBeNull();
  });

  it("in Hindi on a Hindi page", async () => {
    window.history.replaceState(null, "", "/hi/patient-support");
    localStorage.setItem(STORAGE_KEY, "kerala");
    const scheme = part("scheme");
    await fillPart(scheme);
    expect(scheme.textContent).toContain("केरल की स्वास्थ्य योजना");
    expect(scheme.querySelector("a[href='/hi/state/kerala']")).not.toBeNull();
    window.history.replaceState(null, "", "/");
  });

  it("empty again when the state is forgotten", async () => {
    localStorage.setItem(STORAGE_KEY, "kerala");
    const study = part("study");
    await fillPart(study);
    expect(study.textContent).toContain("KEAM");
    await keep(undefined);
    await settle();
    expect(study.childNodes).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});

describe("the account", () => {
  function signedIn(metadata: Record<string, unknown>) {
    const updateUser = vi.fn(() => Promise.resolve({ data: {}, error: null }));
    mirror.set({
      loading: false,
      user: { id: "u1", user_metadata: metadata },
      client: () => Promise.resolve({ updateUser }),
    } as unknown as AuthContextValue);
    return updateUser;
  }

  it("keeps the choice made signed in, and clears it on Forget", async () => {
    const updateUser = signedIn({});
    await keep("tamil-nadu");
    expect(updateUser).toHaveBeenCalledWith({ data: { state: "tamil-nadu" } });
    // The account now has it (as the auth client's USER_UPDATED tells the mirror).
    const again = signedIn({ state: "tamil-nadu" });
    await keep(undefined);
    expect(again).toHaveBeenCalledWith({ data: { state: null } });
  });

  it("gives its state to a browser that keeps none, at sign-in", async () => {
    follow();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    const updateUser = signedIn({ state: "west-bengal" });
    await settle();
    expect(localStorage.getItem(STORAGE_KEY)).toBe("west-bengal");
    expect(updateUser).not.toHaveBeenCalled();
  });
});
