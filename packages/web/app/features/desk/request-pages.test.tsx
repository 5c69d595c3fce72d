/**
 * Issue 30: the thank-you page opened without a reference, and a request's page opened by a wrong
 * or cut-short link, say what happened and what to do.
 */
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { deskCatalogues } from "../../i18n/desk-catalogues.ts";
import { withI18n } from "../../i18n/test-i18n.tsx";
import { DeskPageFrame } from "./desk-page.tsx";
import { SentPage } from "./pages/sent-page.tsx";
import { RequestThread } from "./request-thread.tsx";

const en = deskCatalogues.en;

afterEach(() => {
  vi.restoreAllMocks();
});

function renderAt(path: string, entry: string, page: React.ReactNode) {
  const router = createMemoryRouter(
    [{ path, element: <DeskPageFrame t={en}>{page}</DeskPageFrame> }],
    { initialEntries: [entry] },
  );
  return render(withI18n(<RouterProvider router={router} />, "en"));
}

it("/request/sent without a reference says so and what to do", async () => {
  vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("no network in this test"));
  renderAt("/request/sent", "/request/sent", <SentPage />);
  expect(
    await screen.findByRole("heading", { level: 1, name: en.sent.noReference.heading }),
  ).toBeVisible();
  expect(screen.getByText(en.sent.noReference.whatToDo)).toBeVisible();
  expect(screen.getByRole("link", { name: en.sent.noReference.again })).toHaveAttribute(
    "href",
    "/request",
  );
  expect(screen.queryByRole("heading", { name: en.sent.heading })).toBeNull();
});

it("/request/sent with a reference thanks and shows it", async () => {
  vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("no network in this test"));
  renderAt("/request/sent", `/request/sent?ref=SA-7K3Q&t=${"T".repeat(43)}`, <SentPage />);
  expect(await screen.findByRole("heading", { level: 1, name: en.sent.heading })).toBeVisible();
  expect(screen.getByText("SA-7K3Q")).toBeVisible();
  expect(screen.queryByRole("heading", { name: en.sent.noReference.heading })).toBeNull();
});

it("a cut-short private link says the request cannot be found, and what to do", async () => {
  const fetchSpy = vi.spyOn(globalThis, "fetch");
  renderAt("/request/view", "/request/view?t=cut-short", <RequestThread />);
  const alert = await screen.findByText(en.errors.not_found);
  expect(alert).toBeVisible();
  expect(screen.getByText(en.view.wrongLink)).toBeVisible();
  expect(screen.getByRole("link", { name: en.view.closedAgain })).toHaveAttribute(
    "href",
    "/request",
  );
  expect(fetchSpy).not.toHaveBeenCalled();
});
