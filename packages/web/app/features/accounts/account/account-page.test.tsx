import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToasts, dismissToast } from "../../../lib/toast-store.ts";
import { forgetAuthSettings } from "../auth-endpoint.ts";
import { authError, deskAnswer, fakeSession, renderWithAuth } from "../test-auth.tsx";
import AccountPage from "./account-page.tsx";
import { qrCodeSrc } from "./two-factor-section.tsx";

beforeEach(() => {
  dismissToast();
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async (url: string) =>
        deskAnswer(url) ?? Response.json({ external: { email: true }, passkeys_enabled: false }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("/account", () => {
  it("offers signed-out visitors a sign-in prompt, not an error", async () => {
    renderWithAuth(<AccountPage />, { session: null });
    expect(
      await screen.findByRole("heading", { name: "Sign in to see your account" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeInTheDocument();
  });

  it("shows every section for a signed-in person, and no Passkeys when the server has them off", async () => {
    renderWithAuth(<AccountPage />, { session: fakeSession() });
    for (const name of [
      "Profile",
      "Email",
      "Password",
      "Two-factor authentication",
      "Sessions",
      "Your requests",
      "Your data",
    ]) {
      expect(await screen.findByRole("region", { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole("region", { name: "Passkeys" })).toBeNull();
  });

  it("forgets a session the server no longer knows (signed out everywhere from elsewhere)", async () => {
    const session = fakeSession();
    const { client } = renderWithAuth(<AccountPage />, { session });
    client.getUser.mockResolvedValue(
      authError("Session from session_id claim in JWT does not exist", { status: 403 }) as never,
    );
    await waitFor(() => expect(client.signOut).toHaveBeenCalledWith({ scope: "local" }));
  });
});

describe("Profile", () => {
  it("saves the Display name into user_metadata and says so", async () => {
    const user = userEvent.setup();
    const { client } = renderWithAuth(<AccountPage />, { session: fakeSession() });
    const profile = await screen.findByRole("region", { name: "Profile" });
    await user.type(within(profile).getByLabelText("Display name"), "  Asha   Rao ");
    await user.click(within(profile).getByRole("button", { name: "Save" }));
    expect(await within(profile).findByRole("status")).toHaveTextContent("Saved.");
    expect(client.updateUser).toHaveBeenCalledWith({ data: { display_name: "Asha Rao" } });
  });

  it("announces the server's error", async () => {
    const user = userEvent.setup();
    const { client } = renderWithAuth(<AccountPage />, { session: fakeSession() });
    client.updateUser.mockResolvedValueOnce(
      authError("Session is no longer valid", { code: "session_expired", status: 403 }) as never,
    );
    const profile = await screen.findByRole("region", { name: "Profile" });
    await user.click(within(profile).getByRole("button", { name: "Save" }));
    expect(
      await within(profile).findByText(
        "Your sign-in has ended. Sign in again, then try once more.",
      ),
    ).toHaveAttribute("role", "alert");
  });
});

describe("Email", () => {
  it("asks for the change and says both addresses confirm it", async () => {
    const user = userEvent.setup();
    const { client } = renderWithAuth(<AccountPage />, { session: fakeSession() });
    const email = await screen.findByRole("region", { name: "Email" });
    await user.type(within(email).getByLabelText("New email address"), "asha.new@example.com");
    await user.click(within(email).getByRole("button", { name: "Change email" }));
    expect(
      await within(email).findByText("Confirm the change from both addresses"),
    ).toBeInTheDocument();
    expect(client.updateUser).toHaveBeenCalledWith(
      { email: "asha.new@example.com" },
      { emailRedirectTo: `${window.location.origin}/account` },
    );
  });
});

describe("Password", () => {
  it("updates the password", async () => {
    const user = userEvent.setup();
    const { client } = renderWithAuth(<AccountPage />, { session: fakeSession() });
    const section = await screen.findByRole("region", { name: "Password" });
    await user.type(within(section).getByLabelText("New password"), "a new calm passphrase");
    await user.click(within(section).getByRole("button", { name: "Update password" }));
    expect(await within(section).findByText("Password updated")).toBeInTheDocument();
    expect(client.updateUser).toHaveBeenCalledWith({ password: "a new calm passphrase" });
  });

  it("asks for the emailed code when the server wants reauthentication", async () => {
    const user = userEvent.setup();
    const { client } = renderWithAuth(<AccountPage />, { session: fakeSession() });
    client.updateUser.mockResolvedValueOnce(
      authError("Password update requires reauthentication", {
        code: "reauthentication_needed",
      }) as never,
    );
    const section = await screen.findByRole("region", { name: "Password" });
    await user.type(within(section).getByLabelText("New password"), "a new calm passphrase");
    await user.click(within(section).getByRole("button", { name: "Update password" }));
    await user.type(await within(section).findByLabelText("Code"), "112233");
    expect(client.reauthenticate).toHaveBeenCalled();
    await user.click(within(section).getByRole("button", { name: "Update password" }));
    expect(await within(section).findByText("Password updated")).toBeInTheDocument();
    expect(client.updateUser).toHaveBeenLastCalledWith({
      password: "a new calm passphrase",
      nonce: "112233",
    });
  });
});

describe("Two-factor authentication", () => {
  it("sets up an authenticator app: QR code, secret as text, Authentication code, Verify", async () => {
    const user = userEvent.setup();
    const { client } = renderWithAuth(<AccountPage />, { session: fakeSession() });
    client.mfa.enroll.mockResolvedValueOnce({
      data: {
        id: "f1",
        type: "totp",
        totp: {
          qr_code: "data:image/svg+xml;utf-8,<svg/>",
          secret: "JBSWY3DPEHPK3PXP",
          uri: "otpauth://...",
        },
      },
      error: null,
    });
    const section = await screen.findByRole("region", { name: "Two-factor authentication" });
    await user.click(
      await within(section).findByRole("button", { name: "Set up authenticator app" }),
    );
    expect(await within(section).findByRole("img", { name: /QR code/ })).toHaveAttribute(
      "src",
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent("<svg/>")}`,
    );
    expect(within(section).getByText("JBSWY3DPEHPK3PXP")).toBeInTheDocument();
    expect(client.mfa.enroll).toHaveBeenCalledWith({
      factorType: "totp",
      friendlyName: "Authenticator app",
    });

    const verified = {
      id: "f1",
      status: "verified",
      factor_type: "totp",
      created_at: "2026-02-01T00:00:00Z",
    };
    client.mfa.listFactors.mockResolvedValue({
      data: { all: [verified], totp: [verified], phone: [], webauthn: [] },
      error: null,
    });
    await user.type(within(section).getByLabelText("Authentication code"), "123456");
    await user.click(within(section).getByRole("button", { name: "Verify" }));
    expect(await within(section).findByText("Two-factor authentication is on")).toBeInTheDocument();
    expect(client.mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: "f1", code: "123456" });
  });

  it("keeps set-up open and announces a wrong code", async () => {
    const user = userEvent.setup();
    const { client } = renderWithAuth(<AccountPage />, { session: fakeSession() });
    client.mfa.enroll.mockResolvedValueOnce({
      data: { id: "f1", type: "totp", totp: { qr_code: "data:,", secret: "S", uri: "" } },
      error: null,
    });
    client.mfa.challengeAndVerify.mockResolvedValueOnce(
      authError("Invalid TOTP code entered", {
        code: "mfa_verification_failed",
        status: 422,
      }) as never,
    );
    const section = await screen.findByRole("region", { name: "Two-factor authentication" });
    await user.click(
      await within(section).findByRole("button", { name: "Set up authenticator app" }),
    );
    await user.type(await within(section).findByLabelText("Authentication code"), "000000");
    await user.click(within(section).getByRole("button", { name: "Verify" }));
    // The server's "Invalid TOTP code entered", said plainly.
    expect(await within(section).findByRole("alert")).toHaveTextContent(
      "That code is not right. Type the code your authenticator app shows now",
    );
    expect(within(section).getByLabelText("Authentication code")).toBeInTheDocument();
  });

  it("removes the factor only after a code", async () => {
    const user = userEvent.setup();
    const { client } = renderWithAuth(<AccountPage />, { session: fakeSession() });
    const verified = {
      id: "f1",
      status: "verified",
      factor_type: "totp",
      created_at: "2026-02-01T00:00:00Z",
    };
    client.mfa.listFactors.mockResolvedValue({
      data: { all: [verified], totp: [verified], phone: [], webauthn: [] },
      error: null,
    });
    const section = await screen.findByRole("region", { name: "Two-factor authentication" });
    await user.click(await within(section).findByRole("button", { name: "Remove" }));
    client.mfa.listFactors.mockResolvedValue({
      data: { all: [], totp: [], phone: [], webauthn: [] },
      error: null,
    });
    await user.type(within(section).getByLabelText("Authentication code"), "654321");
    await user.click(
      within(section).getByRole("button", { name: "Remove two-factor authentication" }),
    );
    expect(
      await within(section).findByRole("button", { name: "Set up authenticator app" }),
    ).toBeInTheDocument();
    expect(client.mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: "f1", code: "654321" });
    expect(client.mfa.unenroll).toHaveBeenCalledWith({ factorId: "f1" });
  });
});

describe("Passkeys", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ external: { email: true }, passkeys_enabled: true })),
    );
    vi.stubGlobal("PublicKeyCredential", class {});
    vi.stubGlobal("isSecureContext", true);
    forgetAuthSettings();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    forgetAuthSettings();
  });

  it("names a new passkey after the browser that made it, so two are told apart", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
    );
    const { client } = renderWithAuth(<AccountPage />, { session: fakeSession() });
    const section = await screen.findByRole("region", { name: "Passkeys" });
    expect(await within(section).findByText("You have no passkeys yet.")).toBeInTheDocument();
    client.passkey.list.mockResolvedValue({
      data: [{ id: "pk-new", friendly_name: "Chrome on Android", created_at: "2026-03-01" }],
      error: null,
    });
    await user.click(within(section).getByRole("button", { name: "Add a passkey" }));
    expect(await within(section).findByText("Chrome on Android")).toBeInTheDocument();
    expect(client.passkey.update).toHaveBeenCalledWith({
      passkeyId: "pk-new",
      friendlyName: "Chrome on Android",
    });
    expect(within(section).getByRole("button", { name: "Remove Chrome on Android" })).toBeVisible();
  });

  it("numbers a second passkey from the same kind of browser, and renames one", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
    );
    const first = { id: "pk-1", friendly_name: "Chrome on Android", created_at: "2026-03-01" };
    const { client } = renderWithAuth(<AccountPage />, { session: fakeSession() });
    client.passkey.list.mockResolvedValue({ data: [first], error: null });
    const section = await screen.findByRole("region", { name: "Passkeys" });
    expect(await within(section).findByText("Chrome on Android")).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Add a passkey" }));
    await waitFor(() =>
      expect(client.passkey.update).toHaveBeenCalledWith({
        passkeyId: "pk-new",
        friendlyName: "Chrome on Android 2",
      }),
    );

    await user.click(within(section).getByRole("button", { name: "Rename Chrome on Android" }));
    const name = within(section).getByLabelText("Passkey name");
    expect(name).toHaveFocus();
    expect(name).toHaveValue("Chrome on Android");
    client.passkey.list.mockResolvedValue({
      data: [{ ...first, friendly_name: "Asha's phone" }],
      error: null,
    });
    await user.clear(name);
    await user.type(name, "Asha's phone");
    await user.click(within(section).getByRole("button", { name: "Save name" }));
    expect(await within(section).findByText("Asha's phone")).toBeInTheDocument();
    expect(client.passkey.update).toHaveBeenLastCalledWith({
      passkeyId: "pk-1",
      friendlyName: "Asha's phone",
    });
    // Focus returns to the passkey's Rename button.
    expect(within(section).getByRole("button", { name: "Rename Asha's phone" })).toHaveFocus();
  });

  it("says plainly that this device already has a passkey", async () => {
    const user = userEvent.setup();
    const { client } = renderWithAuth(<AccountPage />, { session: fakeSession() });
    const section = await screen.findByRole("region", { name: "Passkeys" });
    client.registerPasskey.mockResolvedValueOnce({
      data: null,
      error: Object.assign(new Error("The authenticator was previously registered"), {
        code: "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED",
      }),
    } as never);
    await user.click(await within(section).findByRole("button", { name: "Add a passkey" }));
    expect(await within(section).findByRole("alert")).toHaveTextContent(
      "This device already has a passkey for your account",
    );
    expect(client.passkey.update).not.toHaveBeenCalled();
  });
});

describe("qrCodeSrc", () => {
  it("encodes the SVG markup so that colours and percent signs survive", () => {
    const markup = '<svg fill="#000" width="100%"/>';
    expect(qrCodeSrc(`data:image/svg+xml;utf-8,${markup}`)).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`,
    );
    expect(qrCodeSrc(markup)).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`,
    );
    expect(qrCodeSrc("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
  });
});

describe("Sessions", () => {
  it("signs out everywhere with the global scope", async () => {
    const user = userEvent.setup();
    const { client } = renderWithAuth(<AccountPage />, { session: fakeSession() });
    const section = await screen.findByRole("region", { name: "Sessions" });
    await user.click(within(section).getByRole("button", { name: "Sign out everywhere" }));
    await waitFor(() => expect(client.signOut).toHaveBeenCalledWith({ scope: "global" }));
    expect(getToasts()[0]?.title).toBe("Signed out everywhere");
  });
});

describe("Your data", () => {
  it("downloads the account as a JSON file", async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return "blob:account";
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderWithAuth(<AccountPage />, { session: fakeSession() });
    await user.click(await screen.findByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const data = JSON.parse(await created[0]!.text()) as {
      account: { email: string };
      service_desk: { requests: unknown[]; subscriptions: unknown[] };
    };
    expect(data.account.email).toBe("asha@example.com");
    // The service desk's part, asked for with the session's token.
    expect(data.service_desk).toEqual({ requests: [], subscriptions: [] });
    const exportCall = vi
      .mocked(fetch)
      .mock.calls.find(([url]) => String(url) === "/api/desk/me/export");
    expect(new Headers(exportCall?.[1]?.headers).get("authorization")).toMatch(/^Bearer /);
    click.mockRestore();
  });

  it("lists Your requests: reference, kind, status, and a link to each one's page", async () => {
    const token = "T".repeat(43);
    const requests = [
      {
        reference: "SA-7K3Q",
        kind: "appointment-companion",
        status: "waiting",
        created_at: "2026-03-02T05:00:00.000Z",
        updated_at: "2026-03-02T06:00:00.000Z",
        reply_by: null,
        private_path: `/request/view?t=${token}`,
        messages: [{ id: "1" }, { id: "2" }],
      },
      {
        reference: "SA-2B9Z",
        kind: "message",
        status: "closed",
        created_at: "2026-01-10T05:00:00.000Z",
        updated_at: "2026-01-11T05:00:00.000Z",
        reply_by: null,
        private_path: null,
        messages: [],
      },
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async (url: string) =>
          deskAnswer(url, requests) ?? Response.json({ external: { email: true } }),
      ),
    );
    renderWithAuth(<AccountPage />, { session: fakeSession() });
    const region = await screen.findByRole("region", { name: "Your requests" });
    const items = await within(region).findAllByRole("listitem");
    expect(items[0]).toHaveTextContent("SA-7K3Q");
    expect(items[0]).toHaveTextContent("Appointment companion");
    expect(items[0]).toHaveTextContent("Waiting for your answer");
    expect(items[0]).toHaveTextContent("Messages: 2");
    expect(within(items[0]!).getByRole("link", { name: "Open request SA-7K3Q" })).toHaveAttribute(
      "href",
      `/request/view?t=${token}`,
    );
    expect(items[1]).toHaveTextContent("Closed");
    expect(items[1]).toHaveTextContent("This request is closed; its page is no longer open.");
  });

  it("says so when there are no requests, with the way to ask", async () => {
    renderWithAuth(<AccountPage />, { session: fakeSession() });
    const region = await screen.findByRole("region", { name: "Your requests" });
    expect(
      await within(region).findByText(/You haven't sent us a request while signed in./),
    ).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Ask us for help" })).toHaveAttribute(
      "href",
      "/request",
    );
  });

  it("deletes the account only after the email is typed, through DELETE /api/account", async () => {
    const user = userEvent.setup();
    const session = fakeSession();
    const { client } = renderWithAuth(<AccountPage />, { session });
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith("/settings")
        ? Response.json({ external: {} })
        : Response.json({ deleted: true, init }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await user.click(
      within(await screen.findByRole("region", { name: "Your data" })).getByRole("button", {
        name: "Delete account",
      }),
    );
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Delete your account?" },
      { timeout: 5000 },
    );
    await user.type(within(dialog).getByLabelText("Your email address"), "someone@else.com");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(
      await within(dialog).findByText("Type your email address exactly as shown above."),
    ).toHaveAttribute("role", "alert");
    expect(fetchMock).not.toHaveBeenCalledWith("/api/account", expect.anything());

    await user.clear(within(dialog).getByLabelText("Your email address"));
    await user.type(within(dialog).getByLabelText("Your email address"), "Asha@Example.com");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(client.signOut).toHaveBeenCalledWith({ scope: "local" }));
    expect(fetchMock).toHaveBeenCalledWith("/api/account", {
      method: "DELETE",
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    expect(getToasts()[0]?.title).toBe("Account deleted");
  });

  it("shows the server's refusal (a sign-in that is not recent)", async () => {
    const user = userEvent.setup();
    renderWithAuth(<AccountPage />, { session: fakeSession() });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          {
            code: "reauthentication_needed",
            message: "For your safety, sign out and sign in again.",
          },
          { status: 401 },
        ),
      ),
    );
    await user.click(
      within(await screen.findByRole("region", { name: "Your data" })).getByRole("button", {
        name: "Delete account",
      }),
    );
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Delete your account?" },
      { timeout: 5000 },
    );
    await user.type(within(dialog).getByLabelText("Your email address"), "asha@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(
      await within(dialog).findByText(
        "For your safety, sign out and sign in again, then delete your account within 10 minutes.",
      ),
    ).toHaveAttribute("role", "alert");
    // The site server's own English is not what the person reads.
    expect(within(dialog).queryByText("For your safety, sign out and sign in again.")).toBeNull();
  });
});
