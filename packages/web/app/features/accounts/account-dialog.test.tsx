import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts } from "../../lib/toast-store.ts";
import AccountDialog from "./account-dialog.tsx";
import {
  ConfirmationSent,
  EmailLinkForm,
  ForgotPasswordForm,
  SecondFactorForm,
} from "./dialog-forms.tsx";
import { authError, fakeSession, renderWithAuth } from "./test-auth.tsx";

function mockSettings(external: Record<string, boolean> = {}, passkeys = false) {
  const fetchMock = vi.fn(async () =>
    Response.json({ external: { email: true, ...external }, passkeys_enabled: passkeys }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderDialog(onSignedIn = vi.fn()) {
  const rendered = renderWithAuth(
    <AccountDialog
      open
      onOpenChange={() => {}}
      onSignedIn={onSignedIn}
      returnFocusTo={createRef()}
    />,
  );
  return { ...rendered, onSignedIn };
}

beforeEach(() => {
  dismissToast();
  mockSettings();
});
afterEach(() => vi.unstubAllGlobals());

describe("Forgot password", () => {
  it("sends the reset link to /account/reset-password and answers neutrally", async () => {
    const user = userEvent.setup();
    const { client } = renderWithAuth(<ForgotPasswordForm onBack={() => {}} />);
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Check your email")).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent(
      "If asha@example.com has a Saathi account",
    );
    expect(client.resetPasswordForEmail).toHaveBeenCalledWith("asha@example.com", {
      redirectTo: `${window.location.origin}/account/reset-password`,
    });
  });

  it("announces the server's refusal (for example, too many requests)", async () => {
    const user = userEvent.setup();
    const { client } = renderWithAuth(<ForgotPasswordForm />);
    client.resetPasswordForEmail.mockResolvedValueOnce(
      authError("For security purposes, you can only request this after 60 seconds.", {
        code: "over_email_send_rate_limit",
        status: 429,
      }),
    );
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please wait 60 seconds before asking for another",
    );
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(/60 seconds/);
    expect(screen.queryByRole("button", { name: "Back to sign in" })).toBeNull();
  });
});

describe("Email me a sign-in link", () => {
  it("sends a link back to this page, then signs in with the Code from the same mail", async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    const { client } = renderWithAuth(<EmailLinkForm onBack={() => {}} onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText("Email"), "ravi@example.com");
    await user.click(screen.getByRole("button", { name: "Send sign-in link" }));
    expect(client.signInWithOtp).toHaveBeenCalledWith({
      email: "ravi@example.com",
      // A new address becomes an account that keeps the page's language.
      options: { emailRedirectTo: `${window.location.origin}/`, data: { locale: "en" } },
    });
    const code = await screen.findByLabelText("Code");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    await user.type(code, "123 456");
    await user.click(screen.getByRole("button", { name: "Sign in with code" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(client.verifyOtp).toHaveBeenCalledWith({
      email: "ravi@example.com",
      token: "123456",
      type: "email",
    });
  });

  it("announces a wrong or expired code and stays on the form", async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    const { client } = renderWithAuth(
      <EmailLinkForm onBack={() => {}} onSignedIn={onSignedIn} email="ravi@example.com" />,
    );
    client.verifyOtp.mockResolvedValueOnce(
      authError("Token has expired or is invalid", { code: "otp_expired", status: 403 }),
    );
    expect(screen.getByLabelText("Email")).toHaveValue("ravi@example.com");
    await user.click(screen.getByRole("button", { name: "Send sign-in link" }));
    await user.type(await screen.findByLabelText("Code"), "000000");
    await user.click(screen.getByRole("button", { name: "Sign in with code" }));
    expect(
      await screen.findByText(
        /^That code or link has expired or has already been used. Codes and links work once, for 24 hours/,
      ),
    ).toHaveAttribute("role", "alert");
    expect(screen.queryByText(/Token has expired/)).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("goes on to the Authentication code when the code signs in an account with two-factor on", async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    const onSecondFactor = vi.fn();
    const { client } = renderWithAuth(
      <EmailLinkForm
        onBack={() => {}}
        onSignedIn={onSignedIn}
        onSecondFactor={onSecondFactor}
        email="mfa@example.com"
      />,
    );
    const session = fakeSession("mfa@example.com", {
      factors: [{ id: "f1", status: "verified", factor_type: "totp" }],
    });
    client.verifyOtp.mockResolvedValueOnce({ data: { user: session.user, session }, error: null });
    await user.click(screen.getByRole("button", { name: "Send sign-in link" }));
    await user.type(await screen.findByLabelText("Code"), "123456");
    await user.click(screen.getByRole("button", { name: "Sign in with code" }));
    await waitFor(() => expect(onSecondFactor).toHaveBeenCalled());
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

describe("Authentication code after the password", () => {
  it("verifies the code against the verified authenticator factor", async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    const { client } = renderWithAuth(
      <SecondFactorForm onSignedIn={onSignedIn} onCancel={() => {}} />,
      { session: fakeSession() },
    );
    const factor = { id: "factor-1", status: "verified", factor_type: "totp" };
    client.mfa.listFactors.mockResolvedValue({
      data: { all: [factor], totp: [factor], phone: [], webauthn: [] },
      error: null,
    });
    await user.type(screen.getByLabelText("Authentication code"), "654321");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(client.mfa.challengeAndVerify).toHaveBeenCalledWith({
      factorId: "factor-1",
      code: "654321",
    });
  });

  it("announces an invalid code", async () => {
    const user = userEvent.setup();
    const { client } = renderWithAuth(
      <SecondFactorForm onSignedIn={() => {}} onCancel={() => {}} />,
      { session: fakeSession() },
    );
    const factor = { id: "factor-1", status: "verified", factor_type: "totp" };
    client.mfa.listFactors.mockResolvedValue({
      data: { all: [factor], totp: [factor], phone: [], webauthn: [] },
      error: null,
    });
    client.mfa.challengeAndVerify.mockResolvedValueOnce(
      authError("Invalid TOTP code entered", { code: "mfa_verification_failed" }),
    );
    await user.type(screen.getByLabelText("Authentication code"), "111111");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    // The server's "Invalid TOTP code entered", said plainly.
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not right.");
  });
});

describe("Confirmation sent", () => {
  it("says to check your email and Resend sends the confirmation again", async () => {
    const user = userEvent.setup();
    const { client } = renderWithAuth(
      <ConfirmationSent email="new@example.com" onSignedIn={() => {}} />,
    );
    expect(screen.getByText("Check your email")).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Resend" }));
    expect(await screen.findByText("Sent again. Use the newest email.")).toBeInTheDocument();
    expect(client.resend).toHaveBeenCalledWith({
      type: "signup",
      email: "new@example.com",
      options: { emailRedirectTo: `${window.location.origin}/?welcome=1` },
    });
  });
  it("confirms with the Code from the same mail, for people who read it on another device", async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    const { client } = renderWithAuth(
      <ConfirmationSent email="new@example.com" onSignedIn={onSignedIn} />,
    );
    await user.type(screen.getByLabelText("Code"), "654 321");
    await user.click(screen.getByRole("button", { name: "Confirm with code" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(client.verifyOtp).toHaveBeenCalledWith({
      email: "new@example.com",
      token: "654321",
      type: "signup",
    });
  });

  it("announces a wrong code and stays", async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    const { client } = renderWithAuth(
      <ConfirmationSent email="new@example.com" onSignedIn={onSignedIn} />,
    );
    client.verifyOtp.mockResolvedValueOnce(
      authError("Token has expired or is invalid", { code: "otp_expired", status: 403 }),
    );
    await user.type(screen.getByLabelText("Code"), "000000");
    await user.click(screen.getByRole("button", { name: "Confirm with code" }));
    expect(await screen.findByText(/Codes and links work once, for 24 hours/)).toHaveAttribute(
      "role",
      "alert",
    );
    expect(screen.queryByText(/Token has expired/)).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

describe("<AccountDialog>", () => {
  it("offers Forgot password? and Email me a sign-in link in Sign in mode only", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(screen.getByRole("heading", { name: "Reset your password" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(screen.getByRole("button", { name: "Email me a sign-in link" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Sign up" }));
    expect(screen.queryByRole("button", { name: "Forgot password?" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Email me a sign-in link" })).toBeNull();
  });

  it("shows Sign in with Google and passkeys only when the server's settings enable them", async () => {
    renderDialog();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole("button", { name: "Sign in with Google" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Sign in with a passkey" })).toBeNull();
  });

  it("starts Google's PKCE redirect back to this page when enabled", async () => {
    vi.unstubAllGlobals();
    const settings = mockSettings({ google: true }, true);
    const user = userEvent.setup();
    const { client } = renderDialog();
    await user.click(await screen.findByRole("button", { name: "Sign in with Google" }));
    expect(settings).toHaveBeenCalledWith(
      expect.stringMatching(/\/auth\/v1\/settings$/),
      expect.anything(),
    );
    // Back to this page, marked as Google's, so that a cancelled sign-in is explained as that.
    expect(client.signInWithOAuth).toHaveBeenCalledWith({
      provider: "google",
      options: { redirectTo: `${window.location.origin}/?sign_in_with=google` },
    });
    // This browser (jsdom) has no WebAuthn: no passkey button even though the server offers them.
    expect(screen.queryByRole("button", { name: "Sign in with a passkey" })).toBeNull();
  });

  describe("Sign in with a passkey (server and browser both able)", () => {
    beforeEach(() => {
      mockSettings({}, true);
      vi.stubGlobal("PublicKeyCredential", class {});
      vi.stubGlobal("isSecureContext", true);
    });

    it("signs in with the passkey the browser offers", async () => {
      const user = userEvent.setup();
      const { client, onSignedIn } = renderDialog();
      client.signInWithPasskey.mockResolvedValueOnce({
        data: { session: fakeSession(), user: fakeSession().user },
        error: null,
      } as never);
      await user.click(await screen.findByRole("button", { name: "Sign in with a passkey" }));
      await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    });

    it("asks for the Authentication code next when the account has two-factor on", async () => {
      const user = userEvent.setup();
      const { client, onSignedIn } = renderDialog();
      const session = fakeSession("mfa@example.com", {
        factors: [{ id: "f1", status: "verified", factor_type: "totp" }],
      });
      client.signInWithPasskey.mockResolvedValueOnce({
        data: { session, user: session.user },
        error: null,
      } as never);
      await user.click(await screen.findByRole("button", { name: "Sign in with a passkey" }));
      expect(await screen.findByLabelText("Authentication code")).toBeInTheDocument();
      expect(onSignedIn).not.toHaveBeenCalled();
    });

    it("announces a refused or cancelled passkey and stays", async () => {
      const user = userEvent.setup();
      const { client, onSignedIn } = renderDialog();
      client.signInWithPasskey.mockResolvedValueOnce(
        authError("Credential verification failed", {
          code: "webauthn_verification_failed",
          status: 400,
        }) as never,
      );
      await user.click(await screen.findByRole("button", { name: "Sign in with a passkey" }));
      expect(
        (await screen.findAllByRole("alert")).some((a) =>
          a.textContent?.includes("That passkey could not be checked."),
        ),
      ).toBe(true);
      expect(onSignedIn).not.toHaveBeenCalled();
    });
  });

  it("shows a Sign up failed once, in the form above its button, with no toast", async () => {
    const user = userEvent.setup();
    const { client, onSignedIn } = renderDialog();
    client.signUp.mockResolvedValueOnce(
      authError("Password should be at least 8 characters.", {
        code: "weak_password",
        status: 422,
      }) as never,
    );
    client.signUp.mockResolvedValueOnce({
      data: { user: fakeSession().user, session: fakeSession() },
      error: null,
    } as never);
    await user.click(screen.getByRole("tab", { name: "Sign up" }));
    await user.type(screen.getByLabelText("Email"), "new@example.com");
    await user.type(screen.getByLabelText("Password"), "abc");
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent("Sign up failed"));
    expect(alert).toHaveTextContent(
      "That password is too easy to guess. Use at least 8 characters",
    );
    expect(screen.getAllByText(/too easy to guess/)).toHaveLength(1);
    expect(getToasts()).toEqual([]);
    // It sits just above the button it is about, and describes the fields.
    expect(alert.nextElementSibling).toBe(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(/too easy to guess/);
    await user.type(screen.getByLabelText("Password"), "def ghi jkl");
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(getToasts()).toEqual([]);
  });

  it("says a wrong password in plain words, under SPEC's title, never the server's", async () => {
    const user = userEvent.setup();
    const { client, onSignedIn } = renderDialog();
    client.signInWithPassword.mockResolvedValueOnce(
      authError("Invalid login credentials", { code: "invalid_credentials", status: 400 }) as never,
    );
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "not it");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const alert = (await screen.findByText("Sign in failed")).closest("[role=alert]");
    expect(alert).toHaveTextContent("That email and password don't match an account.");
    expect(screen.queryByText(/Invalid login credentials/)).toBeNull();
    expect(getToasts()).toEqual([]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("adds no toast to a plain successful sign-in (the header changes instead)", async () => {
    const user = userEvent.setup();
    const { onSignedIn } = renderDialog();
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "a calm strong passphrase");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(getToasts()).toEqual([]);
  });

  it("says to check your email when sign-up needs confirmation", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole("tab", { name: "Sign up" }));
    await user.type(screen.getByLabelText("Email"), "new@example.com");
    await user.type(screen.getByLabelText("Password"), "a calm strong passphrase");
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByText("Check your email")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend" })).toBeInTheDocument();
    // The server answers an address that already has an account the same way, and sends it no
    // link: the words fit both, and say how long the link lasts.
    const status = screen.getAllByRole("status")[0]!;
    expect(status).toHaveTextContent(
      "If new@example.com is new to Saathi, we have sent it a link to finish creating your account",
    );
    expect(status).toHaveTextContent("They work once, for 24 hours.");
    expect(status).toHaveTextContent(
      "If you already have an account with this address, you don't need a new one: sign in, or choose Forgot password?",
    );
    expect(status).not.toHaveTextContent("We sent a confirmation link");
    await user.click(screen.getByRole("button", { name: "I already have an account: sign in" }));
    expect(screen.getByRole("tab", { name: "Sign in" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("Email")).toHaveValue("new@example.com");
  });

  it("asks for the Authentication code after the password when the account has two-factor on", async () => {
    const user = userEvent.setup();
    const { client, onSignedIn } = renderDialog();
    const factor = { id: "f1", status: "verified", factor_type: "totp" };
    const session = fakeSession("mfa@example.com", { factors: [factor] });
    client.signInWithPassword.mockResolvedValueOnce({
      data: { user: session.user, session },
      error: null,
    });
    await user.type(screen.getByLabelText("Email"), "mfa@example.com");
    await user.type(screen.getByLabelText("Password"), "a calm strong passphrase");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    // The password form that had focus is gone: focus goes to the code, the next thing to type.
    expect(await screen.findByLabelText("Authentication code")).toHaveFocus();
    expect(
      screen.getByRole("heading", { name: "Enter your authentication code" }),
    ).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("keeps focus on the button pressed while it waits and after a failure", async () => {
    const user = userEvent.setup();
    const { client } = renderDialog();
    type Answer = Awaited<ReturnType<typeof client.signInWithPassword>>;
    let answer: (value: Answer) => void = () => {};
    client.signInWithPassword.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong password");
    await user.tab(); // Show password
    await user.tab(); // Forgot password?
    await user.tab();
    const submit = screen.getByRole("button", { name: "Sign in" });
    expect(submit).toHaveFocus();
    await user.keyboard("{Enter}");
    const pending = await screen.findByRole("button", { name: "Signing in..." });
    expect(pending).toHaveAttribute("aria-disabled", "true");
    expect(pending).toHaveFocus();
    // A second press while it waits sends nothing more.
    await user.keyboard("{Enter}");
    expect(client.signInWithPassword).toHaveBeenCalledTimes(1);
    answer(authError("Invalid login credentials", { status: 400 }) as Answer);
    expect(await screen.findByRole("button", { name: "Sign in" })).toHaveFocus();
  });
});
