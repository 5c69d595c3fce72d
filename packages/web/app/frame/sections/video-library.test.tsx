import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Section } from "../../content/types.ts";
import { withI18n } from "../../i18n/test-i18n.tsx";
import { embedUrl, VideoLibrary } from "./video-library.tsx";

const section: Extract<Section, { kind: "video-library" }> = {
  kind: "video-library",
  heading: "Video library",
  categories: [
    {
      value: "exercises",
      label: "Exercises",
      intro: "Exercise intro",
      videos: [
        {
          videoId: "aaaaaaaaaaa",
          title: "Chair workout",
          channel: "Channel A",
          checked: "2026-11-23",
          description: "A seated routine.",
          duration: "10 min",
        },
      ],
    },
    {
      value: "yoga",
      label: "Yoga",
      intro: "Yoga intro",
      videos: [
        {
          videoId: "bbbbbbbbbbb",
          title: "Gentle yoga",
          checked: "2026-11-23",
          description: "Slow poses.",
        },
      ],
    },
  ],
};

afterEach(() => window.history.replaceState(null, "", "/"));

describe("VideoLibrary", () => {
  it("shows posters, not iframes, until play is pressed; then embeds from youtube-nocookie", () => {
    render(withI18n(<VideoLibrary {...section} />));
    expect(document.querySelector("iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /^Play video: Chair workout, ?10 min$/ }));
    const frame = document.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/aaaaaaaaaaa?autoplay=1",
    );
    expect(frame?.getAttribute("title")).toBe("Chair workout (YouTube video)");
    expect(document.activeElement).toBe(frame);
  });

  it("starts on the first tab, follows ?tab= and writes the chosen tab back with replaceState", () => {
    window.history.replaceState({ key: "k1" }, "", "/exercise-videos?tab=yoga");
    render(withI18n(<VideoLibrary {...section} />));
    expect(screen.getByRole("tab", { name: "Yoga" })).toHaveAttribute("aria-selected", "true");
    const before = window.history.length;
    act(() => {
      fireEvent.click(screen.getByRole("tab", { name: "Exercises" }));
    });
    expect(screen.getByRole("tab", { name: "Exercises" })).toHaveAttribute("aria-selected", "true");
    expect(window.location.search).toBe("?tab=exercises");
    expect(window.history.length).toBe(before);
    expect(window.history.state).toEqual({ key: "k1" });
  });

  it("moves between tabs with the arrow keys, Home and End, keeping one tab stop", () => {
    window.history.replaceState(null, "", "/exercise-videos");
    render(withI18n(<VideoLibrary {...section} />));
    const exercises = screen.getByRole("tab", { name: "Exercises" });
    const yoga = screen.getByRole("tab", { name: "Yoga" });
    expect(exercises).toHaveAttribute("tabindex", "0");
    expect(yoga).toHaveAttribute("tabindex", "-1");
    exercises.focus();
    fireEvent.keyDown(exercises, { key: "ArrowRight" });
    expect(yoga).toHaveFocus();
    expect(yoga).toHaveAttribute("aria-selected", "true");
    expect(window.location.search).toBe("?tab=yoga");
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("Yoga");
    fireEvent.keyDown(yoga, { key: "ArrowRight" });
    expect(exercises).toHaveFocus();
    fireEvent.keyDown(exercises, { key: "End" });
    expect(yoga).toHaveFocus();
    fireEvent.keyDown(yoga, { key: "Home" });
    expect(exercises).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(exercises, { key: "ArrowLeft" });
    expect(yoga).toHaveAttribute("aria-selected", "true");
  });

  it("ignores an unknown tab value", () => {
    window.history.replaceState(null, "", "/exercise-videos?tab=dancing");
    render(withI18n(<VideoLibrary {...section} />));
    expect(screen.getByRole("tab", { name: "Exercises" })).toHaveAttribute("aria-selected", "true");
  });

  it("builds the embed address from the id", () => {
    expect(embedUrl("n8_JcYAN7eU")).toBe(
      "https://www.youtube-nocookie.com/embed/n8_JcYAN7eU?autoplay=1",
    );
  });
});
