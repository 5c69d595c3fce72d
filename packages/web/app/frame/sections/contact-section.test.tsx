import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deskCatalogues } from "../../i18n/desk-catalogues.ts";
import { withI18n } from "../../i18n/test-i18n.tsx";
import { catalogues } from "../../i18n/catalogues.ts";
import type { Locale } from "../../i18n/locales.ts";
import { mirror, type AuthContextValue } from "../../features/accounts/auth-provider.tsx";
import { StaticIsland } from "../static-island.tsx";
import { onDemand } from "../../ui/on-demand.tsx";
import { ContactForm, ContactSection } from "./contact-section.tsx";

// As a content page has it: static markup in an island, which sends the form in place.
const Form = onDemand(() => Promise.resolve(ContactForm));
const Island = () => <StaticIsland component={Form} props={{}} />;

afterEach(() => {
  vi.restoreAllMocks();
});

function Sent() {
  const { pathname, search } = useLocation();
  return <p>{`at ${pathname}${search}`}</p>;
}

/** The form on /contact (or /hi/contact), with the thank-you page to move to. */
function renderAt(ui: React.ReactNode, locale: Locale = "en") {
  const at = locale === "hi" ? "/hi/contact" : "/contact";
  const router = createMemoryRouter(
    [
      { path: at, element: ui },
      { path: locale === "hi" ? "/hi/request/sent" : "/request/sent", element: <Sent /> },
    ],
    { initialEntries: [at] },
  );
  return render(withI18n(<RouterProvider router={router} />, locale));
}

describe("<ContactForm>: the home and /contact form, a request of the kind message", () => {
  it("is a plain form to the desk, with labelled fields, consent, the spam check and the page it is on", async () => {
    const { container } = renderAt(<Island />);
    const form = await screen.findByRole("form", { name: "Send us a message" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/desk/requests");
    expect(screen.getByLabelText("Name")).toHaveAttribute("name", "name");
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Phone")).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText("Message")).toHaveAttribute("rows", "5");
    // SPEC's subject and support type, Student chosen first.
    expect(screen.getByLabelText("Subject")).toHaveAttribute("name", "subject");
    const who = screen.getByRole("group", { name: "Who is the help for?" });
    expect(within(who).getByRole("radio", { name: "A student" })).toBeChecked();
    expect(
      within(who)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["student", "patient", "general"]);
    expect(screen.getByRole("checkbox", { name: /You may contact me/ })).toHaveAttribute(
      "value",
      "yes",
    );
    expect(screen.getByRole("link", { name: /How we use your details/ })).toHaveAttribute(
      "href",
      "/privacy",
    );
    const hidden = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`);
    expect(hidden("kind")).toHaveValue("message");
    expect(hidden("locale")).toHaveValue("en");
    expect(hidden("source")).toHaveValue("/contact");
    expect(hidden("website")).toHaveValue("");
  });

  it("says each mistake next to its field and in the focused summary at the top, and sends nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    renderAt(<Island />);
    await screen.findByRole("form");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const words = deskCatalogues.en.errors;
    const summary = await screen.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole("heading", { name: "There is a problem" })).toBeVisible();
    for (const [code, field] of [
      ["name_required", "contact-name"],
      ["contact_required", "contact-email"],
      ["message_required", "contact-message"],
      ["consent_required", "contact-consent"],
    ] as const)
      expect(within(summary).getByRole("link", { name: words[code] })).toHaveAttribute(
        "href",
        `#${field}`,
      );
    expect(summary).toHaveTextContent(deskCatalogues.en.problem.notSent);
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription(words.name_required);
    await user.click(within(summary).getByRole("link", { name: words.name_required }));
    expect(screen.getByLabelText("Name")).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends the request as JSON and moves to the thank-you page with its reference", async () => {
    const token = "T".repeat(43);
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json(
        { reference: "SA-7K3Q", token, private_path: `/request/view?t=${token}` },
        {
          status: 201,
        },
      ),
    );
    const user = userEvent.setup();
    renderAt(<Island />);
    await screen.findByRole("form");
    await user.type(screen.getByLabelText("Name"), "Asha");
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Message"), "My son has boards next month.");
    await user.click(screen.getByRole("checkbox", { name: /You may contact me/ }));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText(/^at \/request\/sent/)).toHaveTextContent(
      `at /request/sent?ref=SA-7K3Q&t=${token}`,
    );
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("/api/desk/requests");
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: "message",
      name: "Asha",
      email: "asha@example.com",
      message: "My son has boards next month.",
      consent: true,
      locale: "en",
      source: "/contact",
      support_type: "student",
    });
  });

  it("offline: the summary says so, that nothing was sent and that what was typed is kept", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const user = userEvent.setup();
    renderAt(<Island />);
    await screen.findByRole("form");
    await user.type(screen.getByLabelText("Name"), "Asha");
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Subject"), "Visiting hours");
    await user.click(screen.getByRole("radio", { name: "A patient or their family" }));
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("checkbox", { name: /You may contact me/ }));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const summary = await screen.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    const desk = deskCatalogues.en;
    expect(summary).toHaveTextContent(desk.offlineNow);
    expect(summary).toHaveTextContent(`${desk.problem.notSent} ${desk.problem.kept}`);
    expect(screen.getByLabelText("Subject")).toHaveValue("Visiting hours");
    expect(screen.getByRole("radio", { name: "A patient or their family" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled();
  });

  it("shows the desk's refusal in its own words", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json({ code: "rate_limited_address", message: "server words" }, { status: 429 }),
    );
    const user = userEvent.setup();
    renderAt(<Island />);
    await screen.findByRole("form");
    await user.type(screen.getByLabelText("Name"), "Asha");
    await user.type(screen.getByLabelText("Phone"), "98765 43210");
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("checkbox", { name: /You may contact me/ }));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        deskCatalogues.en.errors.rate_limited_address,
      ),
    );
  });

  it("in Hindi: Hindi words, Hindi mistakes, the Hindi privacy page, locale hi", async () => {
    const hi = catalogues.hi.sections;
    const { container } = renderAt(<Island />, "hi");
    expect(await screen.findByRole("form", { name: hi.contactForm })).toBeInTheDocument();
    expect(screen.getByLabelText(hi.phone)).toHaveAttribute("type", "tel");
    expect(screen.getByRole("link", { name: new RegExp(hi.privacy) })).toHaveAttribute(
      "href",
      "/hi/privacy",
    );
    expect(container.querySelector('[name="locale"]')).toHaveValue("hi");
    expect(container.querySelector('[name="source"]')).toHaveValue("/contact");
    await userEvent.setup().click(screen.getByRole("button", { name: hi.send }));
    expect(await screen.findByRole("alert")).toHaveTextContent(deskCatalogues.hi.problem.title);
    expect(screen.getAllByText(deskCatalogues.hi.errors.name_required)).toHaveLength(2);
    expect(container).not.toHaveTextContent(/[A-Za-z]{4,}/);
  });
});

describe("a signed-in person (issue 30, item 11)", () => {
  it("gets their name and email in the empty fields, now or when they sign in", async () => {
    renderAt(<Island />);
    const form = await screen.findByRole<HTMLFormElement>("form");
    expect(form).toHaveAttribute("data-live", "contact");
    await userEvent.setup().type(screen.getByLabelText("Name"), "Asha R");
    const { live } = await import("../../features/desk/contact-live.ts");
    live(form);
    expect(screen.getByLabelText("Email")).toHaveValue("");
    mirror.set({
      user: { email: "asha@example.com", user_metadata: { display_name: "Asha Rao" } },
    } as unknown as AuthContextValue);
    // What was typed stays; the empty field is filled.
    expect(screen.getByLabelText("Name")).toHaveValue("Asha R");
    expect(screen.getByLabelText("Email")).toHaveValue("asha@example.com");
    mirror.set(null);
  });
});

describe("<ContactSection>: quick actions open the request form for their kind", () => {
  it("Leave a message, Book appointment and Join a support group are links to the form, from this page", () => {
    renderAt(<ContactSection kind="contact" heading="Contact us" intro="Tell us." />);
    // Prerendered, the page cannot know whether someone is on the desk: not called Live chat.
    expect(screen.queryByRole("link", { name: "Live chat" })).toBeNull();
    expect(screen.getByRole("link", { name: "Leave a message" })).toHaveAttribute(
      "href",
      "/request?kind=message&chat=1&source=%2Fcontact",
    );
    expect(screen.getByRole("link", { name: "Book appointment" })).toHaveAttribute(
      "href",
      "/request?kind=counselling&source=%2Fcontact",
    );
    expect(screen.getByRole("link", { name: "Join a support group" })).toHaveAttribute(
      "href",
      "/request?kind=support-group&source=%2Fcontact",
    );
  });

  it("in Hindi, to the Hindi form", () => {
    renderAt(<ContactSection kind="contact" heading="संपर्क" intro="बताइए।" />, "hi");
    expect(
      screen.getByRole("link", { name: catalogues.hi.sections.bookAppointment }),
    ).toHaveAttribute("href", "/hi/request?kind=counselling&source=%2Fcontact");
  });
});
