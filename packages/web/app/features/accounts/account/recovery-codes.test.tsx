import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { accountCatalogues } from "../../../i18n/account-catalogues.ts";
import { forgetAuthSettings } from "../auth-endpoint.ts";
import {
  authError,
  deskAnswer,
  fakeSession,
  recoveryCodeSet,
  renderWithAuth,
} from "../test-auth.tsx";
import AccountPage from "./account-page.tsx";
import { formatRecoveryCode, recoveryCodesText } from "./recovery-codes.tsx";

const totp = { id: "f1", status: "verified", factor_type: "totp", created_at: "2026-02-01" };
const codesFactor = { id: "rc", status: "verified", factor_type: "recovery_code" };

beforeEach(() => {
  forgetAuthSettings();
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async (url: string) =>
        deskAnswer(url) ?? Response.json({ external: { email: true }, passkeys_enabled: false }),
    ),
  );
});

async function twoFactorSection(factors: unknown[], remaining = 10) {
  const rendered = renderWithAuth(<AccountPage />, { session: fakeSession() });
  rendered.client.mfa.recoveryCodes.getStatus.mockResolvedValue({
    data: { id: "rc", type: "recovery_code", total: 10, remaining },
    error: null,
  });
  rendered.client.mfa.listFactors.mockResolvedValue({
    data: { all: factors, totp: [totp], phone: [], webauthn: [], recovery_code: [] },
    error: null,
  } as never);
  const section = await screen.findByRole("region", { name: "Two-factor authentication" });
  await within(section).findByText("Two-factor authentication is on");
  return { ...rendered, section };
}

describe("Recovery codes on /account", () => {
  it("offers to create them once two-factor is on, without asking for a status that is not there", async () => {
    const user = userEvent.setup();
    const { client, section } = await twoFactorSection([totp]);
    expect(await within(section).findByText("You have no recovery codes yet.")).toBeVisible();
    expect(within(section).getByText(/Lost your phone\?/)).toBeVisible();
    expect(client.mfa.recoveryCodes.getStatus).not.toHaveBeenCalled();

    await user.click(within(section).getByRole("button", { name: "Create recovery codes" }));
    // Shown once, focus on them, formatted in groups of four.
    expect(within(section).getByRole("heading", { name: "Your recovery codes" })).toHaveFocus();
    const list = within(section).getByRole("list", { name: "Recovery codes" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent("k4m9-x7qp-2ab8-ht00");
    expect(within(section).getByRole("button", { name: "Download" })).toBeVisible();
    expect(within(section).getByRole("button", { name: "Print" })).toBeVisible();

    await user.click(within(section).getByRole("button", { name: "I have saved them" }));
    expect(within(section).queryByRole("list", { name: "Recovery codes" })).toBeNull();
    expect(within(section).getByText("10 of 10 recovery codes left.")).toHaveFocus();
    expect(client.mfa.recoveryCodes.generate).toHaveBeenCalled();
  });

  it("shows how many remain and makes a new set, which replaces the old one", async () => {
    const user = userEvent.setup();
    const { client, section } = await twoFactorSection([totp, codesFactor], 3);
    client.mfa.recoveryCodes.regenerate.mockResolvedValue({
      data: recoveryCodeSet("zzzzzzzzzzzzzz"),
      error: null,
    });
    expect(await within(section).findByText("3 of 10 recovery codes left.")).toBeVisible();
    const make = within(section).getByRole("button", { name: "Make new recovery codes" });
    expect(make).toHaveAccessibleDescription(/old ones stop working/);
    await user.click(make);
    expect(within(section).getAllByRole("listitem")[0]).toHaveTextContent("zzzz-zzzz-zzzz-zz00");
    expect(client.mfa.recoveryCodes.regenerate).toHaveBeenCalled();
  });

  it("says what to do when the session is not at the second step", async () => {
    const user = userEvent.setup();
    const { client, section } = await twoFactorSection([totp]);
    client.mfa.recoveryCodes.generate.mockResolvedValueOnce(
      authError("AAL2 required to generate recovery codes", {
        code: "insufficient_aal",
        status: 403,
      }) as never,
    );
    await user.click(await within(section).findByRole("button", { name: "Create recovery codes" }));
    expect(await within(section).findByRole("alert")).toHaveTextContent(
      "sign out and sign in again with your authentication code",
    );
  });

  it("Remove accepts a recovery code when the phone is lost", async () => {
    const user = userEvent.setup();
    const { client, section } = await twoFactorSection([totp, codesFactor]);
    await user.click(await within(section).findByRole("button", { name: "Remove" }));
    const field = within(section).getByLabelText("Authentication code");
    expect(field).toHaveAccessibleDescription(/Lost your phone\? Type one of your recovery codes/);
    await user.type(field, "K4M9-X7QP-2AB8-HT00");
    await user.click(
      within(section).getByRole("button", { name: "Remove two-factor authentication" }),
    );
    await waitFor(() => expect(client.mfa.unenroll).toHaveBeenCalledWith({ factorId: "f1" }));
    expect(client.mfa.recoveryCodes.verify).toHaveBeenCalledWith({ code: "K4M9-X7QP-2AB8-HT00" });
    expect(client.mfa.challengeAndVerify).not.toHaveBeenCalled();
  });
});

describe("the codes as text", () => {
  it("groups a code in fours and lists the set with the account for Download and Print", () => {
    expect(formatRecoveryCode("k4m9x7qp2ab8ht3z")).toBe("k4m9-x7qp-2ab8-ht3z");
    const text = recoveryCodesText(
      ["k4m9x7qp2ab8ht3z", "9wze6r5npd4cmq7v"],
      "asha@example.com",
      "26 Nov 2026",
      accountCatalogues.en.recoveryCodes,
    );
    expect(text).toContain("Account: asha@example.com");
    expect(text).toContain(" 1. k4m9-x7qp-2ab8-ht3z\n 2. 9wze-6r5n-pd4c-mq7v");
    expect(text).toContain("Each code works once");
    expect(text).toContain("Made on 26 Nov 2026");
  });

  it("writes the file in Hindi from a Hindi page", () => {
    const text = recoveryCodesText(
      ["k4m9x7qp2ab8ht3z"],
      "asha@example.com",
      "26 नव॰ 2026",
      accountCatalogues.hi.recoveryCodes,
    );
    expect(text.split("\n").slice(0, 3)).toEqual([
      "Saathi रिकवरी कोड",
      "अकाउंट: asha@example.com",
      "26 नव॰ 2026 को बनाए गए",
    ]);
    expect(text).toContain(" 1. k4m9-x7qp-2ab8-ht3z");
  });
});
