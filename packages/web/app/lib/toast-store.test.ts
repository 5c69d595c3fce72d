import { afterEach, describe, expect, it } from "vitest";
import { urgentHelp } from "../content/notices.ts";
import { loadedNoticeTexts } from "./notice-texts.ts";
import {
  DEFAULT_TOAST_DURATION_MS,
  dismissToast,
  getToasts,
  noticeData,
  noticeFromData,
  notify,
  subscribeToasts,
  toast,
  TOAST_LIMIT,
} from "./toast-store.ts";

afterEach(() => dismissToast());

describe("toast store (SPEC.md section 4)", () => {
  it("shows at most one toast, and a new one replaces the current one", () => {
    toast({ title: "First", description: "one" });
    toast({ title: "Second", description: "two" });
    expect(TOAST_LIMIT).toBe(1);
    expect(getToasts().map((t) => t.title)).toEqual(["Second"]);
  });

  it("defaults to 5000 ms and the default variant", () => {
    toast({ title: "Saved", description: "ok" });
    expect(getToasts()[0]).toMatchObject({
      duration: DEFAULT_TOAST_DURATION_MS,
      variant: "default",
    });
    expect(DEFAULT_TOAST_DURATION_MS).toBe(5000);
  });

  it("keeps an infinite duration and the destructive variant", () => {
    toast({
      title: "Sign in failed",
      description: "Invalid login credentials",
      variant: "destructive",
      duration: Infinity,
    });
    expect(getToasts()[0]).toMatchObject({ duration: Infinity, variant: "destructive" });
  });

  it("writes a notice into markup and reads it back whole, a notice that stays included", () => {
    const notice = urgentHelp();
    expect(notice.duration).toBe(Infinity);
    expect(noticeFromData(noticeData(notice))).toEqual(notice);
    expect(noticeFromData(noticeData({ title: "Infinity", description: "d" }))).toEqual({
      title: "Infinity",
      description: "d",
    });
  });

  it("carries an optional action", () => {
    let clicked = 0;
    toast({
      title: "Undo?",
      description: "d",
      action: { label: "Undo", altText: "Undo the change", onClick: () => clicked++ },
    });
    getToasts()[0]?.action?.onClick();
    expect(clicked).toBe(1);
  });

  it("dismisses one toast by id, and tells subscribers", () => {
    let calls = 0;
    const unsubscribe = subscribeToasts(() => calls++);
    const id = toast({ title: "Bye", description: "d" });
    dismissToast(id + 1000);
    expect(getToasts()).toHaveLength(1);
    dismissToast(id);
    expect(getToasts()).toHaveLength(0);
    expect(calls).toBe(3);
    unsubscribe();
  });

  it("shows a notice in the page's language, loading only that language's texts", async () => {
    await notify("hi", (texts) => texts.notices.emergencyHelp);
    expect(getToasts()[0]?.title).toBe("क्या अभी मदद चाहिए?");
    expect(loadedNoticeTexts("hi")).toBeDefined();
    expect(loadedNoticeTexts("en")).toBeUndefined();
    await notify("en", (texts) => texts.notices.emergencyHelp);
    expect(getToasts()[0]?.title).toBe("Need help right now?");
  });
});
