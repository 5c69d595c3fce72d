/** The accordion rule of SPEC.md section 4 on the student pages' real data. */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { findPage } from "../../content/index.ts";
import { resolvePage } from "../../content/resolve.ts";
import type { Section } from "../../content/types.ts";
import { withI18n } from "../../i18n/test-i18n.tsx";
import { SectionView } from "./section-view.tsx";

function sectionOf<K extends Section["kind"]>(path: string, kind: K) {
  const page = findPage(path);
  // As shown: fact references resolved.
  const section = (page && resolvePage(page))?.sections.find(
    (s): s is Extract<Section, { kind: K }> => s.kind === kind,
  );
  if (!section) throw new Error(`${path} has no ${kind} section`);
  return section;
}

/** Renders a section through SectionView and waits for its lazily loaded component. */
async function renderSection(section: Section) {
  const result = render(
    withI18n(
      <MemoryRouter>
        <SectionView section={section} />
      </MemoryRouter>,
    ),
  );
  // The first import of a section module is transformed on demand, which can take a while.
  await waitFor(() => expect(result.container.firstChild).not.toBeNull(), { timeout: 15_000 });
  return result;
}

describe("accordions", () => {
  it("/academic-counseling: one topic open at a time, and the open one closes again", async () => {
    const user = userEvent.setup();
    await renderSection(sectionOf("/academic-counseling", "accordion"));
    const triggers = screen.getAllByRole("button");
    expect(triggers).toHaveLength(8);
    for (const trigger of triggers) expect(trigger).toHaveAttribute("aria-expanded", "false");

    await user.click(triggers[0]!);
    expect(triggers[0]).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/Warning signs/)).toBeVisible();

    await user.click(triggers[3]!);
    expect(triggers[3]).toHaveAttribute("aria-expanded", "true");
    expect(triggers[0]).toHaveAttribute("aria-expanded", "false");
    expect(triggers.filter((t) => t.getAttribute("aria-expanded") === "true")).toHaveLength(1);

    await user.click(triggers[3]!);
    expect(triggers.every((t) => t.getAttribute("aria-expanded") === "false")).toBe(true);
  });

  it("/choosing-coaching: the institute item links to /online-coaching-downsides", async () => {
    const user = userEvent.setup();
    await renderSection(sectionOf("/choosing-coaching", "accordion"));
    await user.click(screen.getByRole("button", { name: "How to choose an institute" }));
    expect(screen.getByRole("link", { name: /online coaching paradox/i })).toHaveAttribute(
      "href",
      "/online-coaching-downsides",
    );
  });

  it("/stream-selection-guide: each stream has its own accordion with the same rule", async () => {
    const user = userEvent.setup();
    await renderSection(sectionOf("/stream-selection-guide", "streams"));
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(3);
    const science = within(cards[0]!);
    const commerce = within(cards[1]!);

    await user.click(science.getByRole("button", { name: "Career paths" }));
    await user.click(commerce.getByRole("button", { name: "Statistics" }));
    // Independent per stream: one open in each.
    expect(science.getByRole("button", { name: "Career paths" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(commerce.getByText(/about 14\.4 lakh/)).toBeVisible();

    await user.click(science.getByRole("button", { name: "Competition outlook" }));
    expect(science.getByRole("button", { name: "Career paths" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(science.getByText(/17,400 seats across 23 institutes/)).toBeVisible();

    await user.click(science.getByRole("button", { name: "Competition outlook" }));
    expect(
      science.getAllByRole("button").every((b) => b.getAttribute("aria-expanded") === "false"),
    ).toBe(true);
  });
});
