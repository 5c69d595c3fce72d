import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthProvider } from "../../features/accounts/auth-provider.tsx";
import { resourcesNav } from "../../content/resources-nav.ts";
import { catalogues } from "../../i18n/catalogues.ts";
import type { Locale } from "../../i18n/locales.ts";
import { withI18n } from "../../i18n/test-i18n.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

function renderMenu(locale: Locale = "en") {
  // No stored session: the menu offers Sign in at once (the auth client never arrives here).
  const menu = withI18n(
    <AuthProvider loadClient={() => new Promise(() => {})}>
      <MobileMenu />
    </AuthProvider>,
    locale,
  );
  const router = createMemoryRouter(
    [
      { path: "/", element: menu },
      { path: "*", element: menu },
    ],
    { initialEntries: [locale === "hi" ? "/hi" : "/"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("<MobileMenu>", () => {
  it("opens and closes with its toggle, reflecting aria-expanded", async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
    await user.click(toggle);
    // The menu's contents load on first use; it opens once they have arrived.
    expect(await screen.findByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
  });

  it("lists the header's links and closes when one is picked", async () => {
    const user = userEvent.setup();
    const router = renderMenu();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const nav = await screen.findByRole("navigation", { name: "Mobile" });
    const names = resourcesNav.map((link) => catalogues.en.nav[link.id]);
    for (const label of ["Home", "Services", "Contact", ...names]) {
      expect(nav).toContainElement(screen.getByRole("link", { name: label }));
    }
    await user.click(screen.getByRole("link", { name: "Study tips" }));
    expect(router.state.location.pathname).toBe("/study-tips");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
  });

  it("closes on Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await screen.findByRole("navigation", { name: "Mobile" });
    // Sign in comes first (issue 30), then Search.
    await user.tab();
    expect(screen.getByRole("button", { name: "Sign in" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Search" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("closes on Escape pressed on the toggle itself, right after opening it", async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    toggle.focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("navigation", { name: "Mobile" });
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("on a Hindi page, names everything in Hindi and links to the Hindi pages", async () => {
    const user = userEvent.setup();
    const router = renderMenu("hi");
    const { layout, nav } = catalogues.hi;
    await user.click(screen.getByRole("button", { name: layout.openMenu }));
    const menu = await screen.findByRole("navigation", { name: layout.mobileNav });
    expect(screen.getByRole("button", { name: layout.closeMenu })).toBeInTheDocument();
    for (const link of resourcesNav)
      expect(screen.getByRole("link", { name: nav[link.id] })).toHaveAttribute(
        "href",
        `/hi${link.href}`,
      );
    expect(screen.getByRole("link", { name: nav.home })).toHaveAttribute("href", "/hi");
    expect(menu).toHaveTextContent(layout.emergencyHelp);
    expect(menu).toHaveTextContent(layout.urgentHelp);
    await user.click(screen.getByRole("link", { name: nav.studyTips }));
    expect(router.state.location.pathname).toBe("/hi/study-tips");
  });
});
