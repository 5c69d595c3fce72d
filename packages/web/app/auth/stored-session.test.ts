import { afterEach, describe, expect, it } from "vitest";
import { AUTH_STORAGE_KEY, mayHaveSession } from "./stored-session.ts";

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("mayHaveSession", () => {
  it("is false on a first visit", () => {
    expect(mayHaveSession()).toBe(false);
  });

  it("is true when the client has stored a session", () => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, "{}");
    expect(mayHaveSession()).toBe(true);
  });

  it("is true when an email link lands with tokens or a code", () => {
    window.history.replaceState(null, "", "/#access_token=a&refresh_token=b&type=signup");
    expect(mayHaveSession()).toBe(true);
    window.history.replaceState(null, "", "/?code=abc");
    expect(mayHaveSession()).toBe(true);
  });

  it("ignores unrelated query strings", () => {
    window.history.replaceState(null, "", "/search?q=code");
    expect(mayHaveSession()).toBe(false);
  });
});
