import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notices } from "../content/notices.ts";
import { dismissToast, toast } from "../lib/toast-store.ts";
import { withI18n } from "../i18n/test-i18n.tsx";
import Toaster from "./toaster-view.tsx";

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe("<ToasterView>", () => {
  it("renders the current toast and replaces it with a new one", () => {
    render(withI18n(<Toaster />));
    act(() => void toast({ title: "First notice", description: "one" }));
    expect(screen.getByText("First notice")).toBeInTheDocument();
    act(() => void toast({ title: "Second notice", description: "two" }));
    expect(screen.queryByText("First notice")).not.toBeInTheDocument();
    expect(screen.getByText("Second notice")).toBeInTheDocument();
  });

  it("closes after 5000 ms by default", () => {
    vi.useFakeTimers();
    render(withI18n(<Toaster />));
    act(() => void toast({ title: "Short lived", description: "d" }));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText("Short lived")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByText("Short lived")).not.toBeInTheDocument();
  });

  it("keeps an infinite toast until it is dismissed with its button", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(withI18n(<Toaster />));
    act(() => void toast({ title: "Stays", description: "d", duration: Infinity }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText("Stays")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByText("Stays")).not.toBeInTheDocument();
  });

  it("leads the Emergency help notice with what to do now: tel: links, Call 112 and Call Tele-MANAS", () => {
    render(withI18n(<Toaster />));
    act(() => void toast(notices.emergencyHelp));
    expect(screen.getByText("Need help right now?")).toBeInTheDocument();
    expect(screen.getByText(/This website cannot send anyone to you/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Call 112/ })).toHaveAttribute("href", "tel:112");
    expect(
      screen.getByRole("link", {
        name: /^Call Tele-MANAS 14416,\s*Talk to a counsellor, free, 24 hours/,
      }),
    ).toHaveAttribute("href", "tel:14416");
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^112/ })).toHaveAttribute("href", "tel:112");
    expect(screen.getByRole("link", { name: /^108/ })).toHaveAttribute("href", "tel:108");
    expect(screen.getByRole("link", { name: /^14416/ })).toHaveAttribute("href", "tel:14416");
    expect(screen.getByRole("link", { name: /1-800-891-4416/ })).toHaveAttribute(
      "href",
      "tel:18008914416",
    );
  });
});
