import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts } from "../../lib/toast-store.ts";
import { withI18n } from "../../i18n/test-i18n.tsx";
import { ContactForm } from "./contact-section.tsx";

afterEach(() => {
  dismissToast();
  vi.restoreAllMocks();
});

describe("<ContactForm>", () => {
  it("has labelled fields, a 5-row message and support type defaulting to student", () => {
    render(withI18n(<ContactForm />));
    expect(screen.getByLabelText("Name")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Subject")).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveAttribute("rows", "5");
    const supportType = screen.getByLabelText("I need support as a");
    expect(supportType).toHaveValue("student");
    expect([...supportType.querySelectorAll("option")].map((o) => o.value)).toEqual([
      "student",
      "patient",
      "general",
    ]);
  });

  it("updates fields as typed", async () => {
    const user = userEvent.setup();
    render(withI18n(<ContactForm />));
    await user.type(screen.getByLabelText("Name"), "Asha");
    await user.type(screen.getByLabelText("Message"), "My son has boards next month.");
    await user.selectOptions(screen.getByLabelText("I need support as a"), "patient");
    expect(screen.getByLabelText("Name")).toHaveValue("Asha");
    expect(screen.getByLabelText("Message")).toHaveValue("My son has boards next month.");
    expect(screen.getByLabelText("I need support as a")).toHaveValue("patient");
  });

  it("submitting shows the notice and sends nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    render(withI18n(<ContactForm />));
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    // The notice texts load on the first notice (lib/notice-texts.ts).
    await waitFor(() =>
      expect(getToasts().map((t) => t.title)).toEqual(["Contact form coming soon!"]),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Email")).toHaveValue("asha@example.com");
  });
});
