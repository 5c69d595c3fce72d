import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SecondFactorForm } from "./dialog-forms.tsx";
import { authError, fakeSession, renderWithAuth } from "./test-auth.tsx";

describe("Use a recovery code at the sign-in step", () => {
  it("offers it beside the Authentication code, with lost-phone advice, and signs in with a code", async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    const { client } = renderWithAuth(
      <SecondFactorForm onSignedIn={onSignedIn} onCancel={() => {}} />,
      { session: fakeSession() },
    );
    expect(screen.getByText(/Lost your phone\?/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Use a recovery code" }));
    const field = screen.getByLabelText("Recovery code");
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/Capitals, spaces and dashes do not matter/);
    await user.type(field, "k4m9 x7qp 2ab8 ht3z");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(client.mfa.recoveryCodes.verify).toHaveBeenCalledWith({ code: "k4m9 x7qp 2ab8 ht3z" });
  });

  it("announces a used or wrong code plainly, and goes back to the app's code", async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    const { client } = renderWithAuth(
      <SecondFactorForm onSignedIn={onSignedIn} onCancel={() => {}} />,
      { session: fakeSession() },
    );
    client.mfa.recoveryCodes.verify.mockResolvedValueOnce(
      authError("Invalid recovery code entered", {
        code: "mfa_verification_failed",
        status: 422,
      }) as never,
    );
    await user.click(screen.getByRole("button", { name: "Use a recovery code" }));
    await user.type(screen.getByLabelText("Recovery code"), "nope");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("used before");
    expect(screen.getByLabelText("Recovery code")).toHaveAccessibleDescription(/used before/);
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Use the authentication code instead" }));
    expect(screen.getByLabelText("Authentication code")).toHaveFocus();
  });
});
