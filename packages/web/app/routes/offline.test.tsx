/**
 * The offline page (routes/offline.tsx) in both languages: its words come from the page's own
 * catalogue, and "Try again" leads back only to a page of this site.
 */
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogues } from "../i18n/catalogues.ts";
import { withI18n } from "../i18n/test-i18n.tsx";
import type { Locale } from "../i18n/locales.ts";
import OfflinePage from "./offline.tsx";

function renderAt(url: string, locale: Locale) {
  const router = createMemoryRouter([{ path: "*", element: withI18n(<OfflinePage />, locale) }], {
    initialEntries: [url],
  });
  return render(<RouterProvider router={router} />);
}

describe("the offline page", () => {
  it("in English: what works, what needs the internet, the urgent lines, and Try again", async () => {
    renderAt("/offline?from=%2Fexam-calendar", "en");
    expect(screen.getByRole("heading", { level: 1, name: "You're offline" })).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "What works without the internet" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "Call for help: no internet needed" }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: /112/ })).toHaveAttribute("href", "tel:112");
    expect(await screen.findByRole("link", { name: "Try again" })).toHaveAttribute(
      "href",
      "/exam-calendar",
    );
    expect(screen.getByRole("link", { name: "Every student guide" })).toHaveAttribute(
      "href",
      "/student-support",
    );
  });

  it("in Hindi: Hindi words and links, none of the page's English", async () => {
    const { container } = renderAt("/hi/offline?from=%2Fhi%2Fexam-calendar", "hi");
    const hi = catalogues.hi.offline;
    expect(screen.getByRole("heading", { level: 1, name: hi.heading })).toBeInTheDocument();
    expect(screen.getByText(hi.works[0]!)).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: hi.tryAgain })).toHaveAttribute(
      "href",
      "/hi/exam-calendar",
    );
    expect(
      screen.getByRole("link", { name: catalogues.hi.content.audiences.patients.indexHeading }),
    ).toHaveAttribute("href", "/hi/patient-support");
    const text = container.textContent ?? "";
    for (const english of Object.values(catalogues.en.offline).flat())
      expect(text).not.toContain(english);
  });

  it("offers no Try again for an address outside the site", async () => {
    renderAt("/offline?from=%2F%2Fevil.example%2F", "en");
    await Promise.resolve();
    expect(screen.queryByRole("link", { name: "Try again" })).not.toBeInTheDocument();
    renderAt("/offline", "en");
    expect(screen.queryByRole("link", { name: "Try again" })).not.toBeInTheDocument();
  });
});
