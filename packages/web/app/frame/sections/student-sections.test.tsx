/** The accordion rule of SPEC.md section 4 on the student pages' real data. */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { findPage } from "../../content/index.ts";
import { resolvePage } from "../../content/resolve.ts";
import type { Section } from "../../content/types.ts";
import { withI18n } from "../../i18n/test-i18n.tsx";
import { AccordionSection } from "./accordion-section.tsx";
import { StreamsSection } from "./streams-section.tsx";

function sectionOf<K extends Section["kind"]>(path: string, kind: K) {
  const page = findPage(path);
  // As shown: fact references resolved.
  const section = (page && resolvePage(page))?.sections.find(
    (s): s is Extract<Section, { kind: K }> => s.kind === kind,
  );
  if (!section) throw new Error(`${path} has no ${kind} section`);
  return section;
}

/** Renders a section by its kind's component (both are static kinds: no state, no hydration). */
function renderSection(section: Section) {
  const View = (section.kind === "streams" ? StreamsSection : AccordionSection) as (
    props: Section,
  ) => React.ReactNode;
  return render(
    withI18n(
      <MemoryRouter>
        <View {...section} />
      </MemoryRouter>,
    ),
  );
}

/** The `<details>` items of an accordion, and the group name they share (ui/accordion.tsx). */
function itemsOf(root: HTMLElement) {
  const items = [...root.querySelectorAll("details")];
  return { items, names: new Set(items.map((item) => item.getAttribute("name"))) };
}

// The browser keeps one item of a group open (exclusive <details>): that behaviour is Chromium's,
// checked in e2e/tests/student-pages.spec.ts. Here, the markup it rests on.
describe("accordions", () => {
  it("/academic-counseling: eight topics, closed, in one group, with their text in the markup", async () => {
    const { container } = renderSection(sectionOf("/academic-counseling", "accordion"));
    const { items, names } = itemsOf(container);
    expect(items).toHaveLength(8);
    expect(items.every((item) => !item.open)).toBe(true);
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    expect(items[0]!.querySelector("summary h3")).toHaveTextContent("Managing academic stress");
    // Closed, yet in the page: search and find-in-page reach it.
    expect(container).toHaveTextContent(/Warning signs/);
  });

  it("/choosing-coaching: the institute item links to /online-coaching-downsides", async () => {
    const user = userEvent.setup();
    const { container } = renderSection(sectionOf("/choosing-coaching", "accordion"));
    const item = itemsOf(container).items.find((details) =>
      details.querySelector("summary")!.textContent!.includes("How to choose an institute"),
    )!;
    await user.click(item.querySelector("summary")!);
    expect(item.open).toBe(true);
    expect(screen.getByRole("link", { name: /online coaching paradox/i })).toHaveAttribute(
      "href",
      "/online-coaching-downsides",
    );
  });

  it("/stream-selection-guide: each stream has an accordion of its own", async () => {
    renderSection(sectionOf("/stream-selection-guide", "streams"));
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(3);
    const groups = cards.map((card) => itemsOf(card));
    for (const { items, names } of groups) {
      expect(items.map((item) => item.querySelector("summary")!.textContent)).toEqual([
        "Career paths",
        "Competition outlook",
        "Statistics",
      ]);
      expect(names.size).toBe(1);
    }
    // Independent per stream: three different groups.
    expect(new Set(groups.map(({ names }) => [...names][0])).size).toBe(3);
    expect(cards[1]).toHaveTextContent(/about 14\.4 lakh/);
  });
});
