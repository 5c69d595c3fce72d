/** SPEC.md section 4: the simulated AI video, idle → generating → dialog (after 3 s) → idle. */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notices } from "../../content/notices.ts";
import { dismissToast, getToasts } from "../../lib/toast-store.ts";
import { withI18n } from "../../i18n/test-i18n.tsx";
import { AI_VIDEO_DELAY_MS, AiVideoSection } from "./ai-video-section.tsx";
// Loaded up front so the lazy dialog resolves inside the fake-timer window.
import "./ai-video-dialog.tsx";

const props = {
  kind: "ai-video",
  heading: "Generate AI Video",
  body: "A simulation.",
  buttonLabel: "Generate AI Video",
  dialogText: "This is a simulation: the video below is a fixed sample.",
  videoSrc: "/media/sample-summary.mp4",
} as const;

describe("AiVideoSection", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    dismissToast();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("simulates generation for 3 seconds, shows the sample video, and returns to idle on close", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    render(withI18n(<AiVideoSection {...props} />));
    const button = screen.getByRole("button", { name: "Generate AI Video" });
    expect(button).toBeEnabled();

    fireEvent.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent("Generating...");
    expect(screen.getByTestId("ai-video-spinner")).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(AI_VIDEO_DELAY_MS - 1);
    });
    // The notice texts load on the first notice: the toast shows while generating.
    expect(getToasts().map((t) => t.title)).toEqual([notices.generatingVideo.title]);
    expect(getToasts()[0]!.description).toMatch(/simulation/i);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(button).toBeDisabled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    // The 3 s have passed; the dialog module is lazy, so let real time resolve it.
    vi.useRealTimers();
    const dialog = await screen.findByRole("dialog", { name: "AI Generated Video Summary" });
    expect(dialog).toHaveTextContent(/simulation/i);
    const video = dialog.querySelector("video")!;
    expect(video).toHaveAttribute("src", "/media/sample-summary.mp4");
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.controls).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const idle = screen.getByRole("button", { name: "Generate AI Video" });
    expect(idle).toBeEnabled();
    expect(screen.queryByTestId("ai-video-spinner")).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
