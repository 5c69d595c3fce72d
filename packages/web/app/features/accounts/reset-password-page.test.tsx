import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { readAuthRedirect, withoutAuthParams } from "./auth-redirect.ts";
import ResetPasswordPage from "./reset-password-page.tsx";
import { authError, fakeSession, renderWithAuth } from "./test-auth.tsx";

describe("/account/reset-password", () => {
  it("sets the New password, signs out other sessions and says Password updated", async () => {
    const user = userEvent.setup();
    const { client } = renderWithAuth(
      <ResetPasswordPage redirect={{ kind: "signed-in", welcome: false }} />,
      { session: fakeSession() },
    );
    await user.type(await screen.findByLabelText("New password"), "a brand new passphrase");
    await user.click(screen.getByRole("button", { name: "Update password" }));
    expect(await screen.findByText("Password updated")).toHaveFocus();
    expect(client.updateUser).toHaveBeenCalledWith({ password: "a brand new passphrase" });
    expect(client.signOut).toHaveBeenCalledWith({ scope: "others" });
    expect(screen.getByRole("link", { name: "Go to your account" })).toHaveAttribute(
      "href",
      "/account",
    );
  });

  it("announces a password the server refuses", async () => {
    const user = userEvent.setup();
    const { client } = renderWithAuth(<ResetPasswordPage redirect={null} />, {
      session: fakeSession(),
    });
    client.updateUser.mockResolvedValueOnce(
      authError("New password should be different from the old password.", {
        code: "same_password",
        status: 422,
      }) as never,
    );
    await user.type(await screen.findByLabelText("New password"), "the old one");
    await user.click(screen.getByRole("button", { name: "Update password" }));
    expect(
      await screen.findByText("That is your current password. Choose a new one."),
    ).toHaveAttribute("role", "alert");
  });

  it("explains an expired or used link and offers a new one", async () => {
    const redirect = readAuthRedirect({
      search: "",
      hash: "#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired",
    });
    renderWithAuth(<ResetPasswordPage redirect={redirect} />, { session: null });
    const alert = await screen.findByText(/This link has expired or has already been used/);
    expect(alert).toHaveAttribute("role", "alert");
    // It says how long links last (GOTRUE_MAILER_OTP_EXP's default, link-lifetime.ts).
    expect(alert).toHaveTextContent("Links work once, for 24 hours after we send them.");
    expect(screen.getByRole("button", { name: "Send reset link" })).toBeInTheDocument();
  });

  it("tells a visitor who came without a link how to get one", async () => {
    renderWithAuth(<ResetPasswordPage redirect={null} />, { session: null });
    expect(await screen.findByText(/open the link in the email we sent you/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Send reset link" })).toBeInTheDocument(),
    );
  });
});

describe("readAuthRedirect", () => {
  it("reads GoTrue's errors from the query (PKCE) or the fragment (implicit)", () => {
    expect(
      readAuthRedirect({
        search: "?error=access_denied&error_code=otp_expired&error_description=x",
        hash: "",
      }),
    ).toEqual({
      kind: "failed",
      code: "otp_expired",
      description: "x",
    });
    expect(readAuthRedirect({ search: "?code=abc&welcome=1", hash: "" })).toEqual({
      kind: "signed-in",
      welcome: true,
    });
    expect(readAuthRedirect({ search: "?q=1", hash: "#top" })).toBeNull();
  });

  it("tells a provider's Cancel (error alone) from the auth server's refusals (with an error_code)", () => {
    const cancel =
      "?sign_in_with=google&error=access_denied&error_description=End-User+aborted+interaction";
    expect(readAuthRedirect({ search: cancel, hash: "#error=access_denied&sb=" })).toEqual({
      kind: "provider-failed",
      provider: "google",
      cancelled: true,
      code: "",
      description: "End-User aborted interaction",
    });
    const refused =
      "?sign_in_with=google&error=access_denied&error_code=signup_disabled&error_description=Signups+not+allowed+for+this+instance";
    expect(readAuthRedirect({ search: refused, hash: "" })).toEqual({
      kind: "provider-failed",
      provider: "google",
      cancelled: false,
      code: "signup_disabled",
      description: "Signups not allowed for this instance",
    });
    expect(readAuthRedirect({ search: "?sign_in_with=google&code=abc", hash: "" })).toEqual({
      kind: "signed-in",
      welcome: false,
    });
  });
});

describe("withoutAuthParams", () => {
  it("takes out what the redirect added and keeps the rest of the address", () => {
    expect(
      withoutAuthParams(
        "https://s.example/study-tips?sign_in_with=google&error=access_denied&error_description=x#error=access_denied&sb=",
      ),
    ).toBe("https://s.example/study-tips");
    expect(withoutAuthParams("https://s.example/a?q=1&welcome=1#section")).toBe(
      "https://s.example/a?q=1#section",
    );
    // A failed link keeps supabase-js's flow id (it removes it only after a successful exchange).
    expect(
      withoutAuthParams(
        "https://s.example/account/reset-password?sb_flow_id=0123456789abcdef&error=access_denied&error_code=otp_expired",
      ),
    ).toBe("https://s.example/account/reset-password");
  });
});
