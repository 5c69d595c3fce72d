/**
 * The account in Hindi (the Hindi site, /hi/...): the sign-in dialog and every /account section
 * show the Hindi messages and none of the English ones; a new account, and a signed-in one that
 * reads the Hindi site, keep "hi" as their language (`user_metadata.locale`), and the links in
 * their mails lead to the Hindi pages.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountCatalogues } from "../i18n/account-catalogues.ts";
import { catalogues } from "../i18n/catalogues.ts";
import { dismissToast, getToasts } from "../lib/toast-store.ts";
import AccountDialog from "../features/accounts/account-dialog.tsx";
import { AccountControls } from "../features/accounts/account-controls.tsx";
import AccountPage from "../features/accounts/account/account-page.tsx";
import { announceRedirect } from "../features/accounts/auth-runtime.ts";
import { needsAuthClientAtOnce } from "../features/accounts/auth-storage.ts";
import { ForgotPasswordForm } from "../features/accounts/dialog-forms.tsx";
import { loader as accountLoader } from "./account.tsx";
import { loader as resetLoader } from "./reset-password.tsx";
import { forgetRememberedLocales } from "../features/accounts/remember-locale.ts";
import ResetPasswordPage from "../features/accounts/reset-password-page.tsx";
import {
  deskAnswer,
  fakeSession,
  recoveryCodeSet,
  renderWithAuth,
} from "../features/accounts/test-auth.tsx";

const hi = accountCatalogues.hi;

/** Every plain string of the English account messages and of the header's account words. */
function englishStrings(): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") found.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(accountCatalogues.en);
  walk(catalogues.en.auth);
  return [...new Set(found)].filter((text) => text.length > 1);
}

/** What a person sees or hears on the page: its text and its labelling attributes. */
function everythingShown(): string {
  const attributes = [...document.body.querySelectorAll("*")].flatMap((element) =>
    ["aria-label", "title", "placeholder", "alt"]
      .map((name) => element.getAttribute(name))
      .filter((value): value is string => Boolean(value)),
  );
  return [document.body.textContent ?? "", ...attributes].join("\n");
}

function expectNoEnglish() {
  const shown = everythingShown();
  expect(englishStrings().filter((english) => shown.includes(english))).toEqual([]);
}

function mockSettings(passkeys = false) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async (url: string) =>
        deskAnswer(url) ?? Response.json({ external: { email: true }, passkeys_enabled: passkeys }),
    ),
  );
}

beforeEach(() => {
  dismissToast();
  forgetRememberedLocales();
  mockSettings();
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog(path = "/hi") {
  const onSignedIn = vi.fn();
  const rendered = renderWithAuth(
    <AccountDialog
      open
      onOpenChange={() => {}}
      onSignedIn={onSignedIn}
      returnFocusTo={createRef()}
    />,
    { path },
  );
  return { ...rendered, onSignedIn };
}

describe("the sign-in dialog on a Hindi page", () => {
  it("is in Hindi: title, tabs, fields, buttons, and no English", async () => {
    const user = userEvent.setup();
    renderDialog();
    expect(screen.getByRole("heading", { name: "Saathi में साइन इन करें" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "साइन इन" })).toBeInTheDocument();
    expect(screen.getByLabelText("ईमेल")).toBeInTheDocument();
    expect(screen.getByLabelText("पासवर्ड")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "पासवर्ड दिखाएँ" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "पासवर्ड भूल गए?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "मुझे साइन इन लिंक ईमेल करें" })).toBeInTheDocument();
    expectNoEnglish();

    await user.click(screen.getByRole("tab", { name: "साइन अप" }));
    expect(screen.getByRole("heading", { name: "अपना Saathi अकाउंट बनाएँ" })).toBeInTheDocument();
    expect(screen.getByLabelText("पासवर्ड")).toHaveAccessibleDescription(/कम से कम 8 अक्षर/);
    expectNoEnglish();
  });

  it("signs up with the account's language, hi, and says a failure in Hindi under SPEC's Hindi title", async () => {
    const user = userEvent.setup();
    const { client, onSignedIn } = renderDialog("/hi/study-tips");
    client.signUp.mockResolvedValueOnce({
      data: {},
      error: Object.assign(new Error("Password should be at least 8 characters."), {
        name: "AuthApiError",
        status: 422,
        code: "weak_password",
      }),
    } as never);
    await user.click(screen.getByRole("tab", { name: "साइन अप" }));
    await user.type(screen.getByLabelText("ईमेल"), "naya@example.com");
    await user.type(screen.getByLabelText("पासवर्ड"), "abc");
    await user.click(screen.getByRole("button", { name: "साइन अप" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent("साइन अप नहीं हो सका"));
    expect(alert).toHaveTextContent("कम से कम 8 अक्षर रखें");
    expect(alert).not.toHaveTextContent(/Password should/);
    expect(client.signUp).toHaveBeenCalledWith({
      email: "naya@example.com",
      password: "abc",
      options: {
        emailRedirectTo: `${window.location.origin}/?welcome=1`,
        data: expect.objectContaining({ locale: "hi" }),
      },
    });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("asks for a sign-in link that makes a new account in Hindi, and shows the code step in Hindi", async () => {
    const user = userEvent.setup();
    const { client } = renderDialog();
    await user.click(screen.getByRole("button", { name: "मुझे साइन इन लिंक ईमेल करें" }));
    expect(screen.getByRole("heading", { name: "ईमेल लिंक से साइन इन करें" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("ईमेल"), "ravi@example.com");
    await user.click(screen.getByRole("button", { name: "साइन इन लिंक भेजें" }));
    expect(client.signInWithOtp).toHaveBeenCalledWith({
      email: "ravi@example.com",
      options: { emailRedirectTo: expect.any(String), data: { locale: "hi" } },
    });
    expect(await screen.findByText("अपना ईमेल देखें")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "हमने ravi@example.com पर साइन इन लिंक भेजा है।",
    );
    expect(screen.getByRole("status")).toHaveTextContent("24 घंटे तक काम करते हैं");
    expect(screen.getByLabelText("कोड")).toBeInTheDocument();
    expectNoEnglish();
  });

  it("sends the reset link to the Hindi reset page", async () => {
    const user = userEvent.setup();
    const { client } = renderWithAuth(<ForgotPasswordForm />, { path: "/hi" });
    await user.type(screen.getByLabelText("ईमेल"), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "रीसेट लिंक भेजें" }));
    expect(await screen.findByText("अपना ईमेल देखें")).toHaveFocus();
    expect(client.resetPasswordForEmail).toHaveBeenCalledWith("asha@example.com", {
      redirectTo: `${window.location.origin}/hi/account/reset-password`,
    });
    expectNoEnglish();
  });

  it("says the Authentication code step in Hindi after the password", async () => {
    const user = userEvent.setup();
    const { client } = renderDialog();
    const factor = { id: "f1", status: "verified", factor_type: "totp" };
    const session = fakeSession("mfa@example.com", { factors: [factor] });
    client.signInWithPassword.mockResolvedValueOnce({
      data: { user: session.user, session },
      error: null,
    });
    await user.type(screen.getByLabelText("ईमेल"), "mfa@example.com");
    await user.type(screen.getByLabelText("पासवर्ड"), "a calm strong passphrase");
    await user.click(screen.getByRole("button", { name: "साइन इन" }));
    expect(await screen.findByLabelText("ऑथेंटिकेशन कोड")).toHaveFocus();
    expect(screen.getByRole("heading", { name: "अपना ऑथेंटिकेशन कोड डालें" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "रिकवरी कोड इस्तेमाल करें" }));
    expect(screen.getByLabelText("रिकवरी कोड")).toHaveFocus();
    expectNoEnglish();
  });
});

describe("/hi/account", () => {
  it("offers a signed-out visitor the sign-in prompt in Hindi", async () => {
    renderWithAuth(<AccountPage />, { path: "/hi/account" });
    expect(
      await screen.findByRole("heading", { name: "अपना अकाउंट देखने के लिए साइन इन करें" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "साइन इन" })).toBeInTheDocument();
    expectNoEnglish();
  });

  it("shows every section in Hindi, dates as Hindi writes them, and no English", async () => {
    vi.stubGlobal("PublicKeyCredential", class {});
    vi.stubGlobal("isSecureContext", true);
    mockSettings(true);
    const { client } = renderWithAuth(<AccountPage />, {
      session: fakeSession(),
      path: "/hi/account",
    });
    client.passkey.list.mockResolvedValue({
      data: [{ id: "pk1", friendly_name: "Android पर Chrome", created_at: "2026-03-01T10:00:00Z" }],
      error: null,
    });
    for (const name of [
      hi.profile.title,
      hi.email.title,
      hi.password.title,
      hi.twoFactor.title,
      hi.passkeys.title,
      hi.sessions.title,
      hi.data.title,
    ]) {
      expect(await screen.findByRole("region", { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText("दिखने वाला नाम")).toBeInTheDocument();
    expect(screen.getByLabelText("नया ईमेल पता")).toBeInTheDocument();
    expect(screen.getByLabelText("नया पासवर्ड")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "ऑथेंटिकेटर ऐप सेट करें" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "हर जगह से साइन आउट करें" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "मेरा डेटा डाउनलोड करें" })).toBeInTheDocument();
    const passkeys = screen.getByRole("region", { name: "पासकी" });
    expect(
      await within(passkeys).findByRole("button", { name: "Android पर Chrome का नाम बदलें" }),
    ).toBeInTheDocument();
    // The date in Hindi's way ("1 मार्च 2026"), with Western digits.
    const added = new Intl.DateTimeFormat("hi-IN", { dateStyle: "medium" }).format(
      new Date("2026-03-01T10:00:00Z"),
    );
    expect(within(passkeys).getByText(`${added} को जोड़ी गई`)).toBeInTheDocument();
    expect(added).toMatch(/^\d/);
    expectNoEnglish();
  });

  it("shows two-factor on, with its recovery codes, in Hindi", async () => {
    const user = userEvent.setup();
    const factor = {
      id: "f1",
      status: "verified",
      factor_type: "totp",
      created_at: "2026-02-01T00:00:00Z",
    };
    const recovery = { id: "rc", status: "verified", factor_type: "recovery_code" };
    const { client } = renderWithAuth(<AccountPage />, {
      // The session has no factor of its own: the page reads the factors from listFactors.
      session: fakeSession(),
      path: "/hi/account",
    });
    client.mfa.listFactors.mockResolvedValue({
      data: { all: [factor, recovery], totp: [factor], phone: [], webauthn: [] },
      error: null,
    });
    client.mfa.recoveryCodes.getStatus.mockResolvedValue({
      data: { id: "rc", type: "recovery_code", total: 10, remaining: 7 },
      error: null,
    });
    expect(await screen.findByText("टू-फ़ैक्टर ऑथेंटिकेशन चालू है")).toBeInTheDocument();
    expect(await screen.findByText("10 में से 7 रिकवरी कोड बचे हैं।")).toBeInTheDocument();
    client.mfa.recoveryCodes.regenerate.mockResolvedValueOnce({
      data: recoveryCodeSet(),
      error: null,
    });
    await user.click(screen.getByRole("button", { name: "नए रिकवरी कोड बनाएँ" }));
    expect(await screen.findByRole("heading", { name: "आपके रिकवरी कोड" })).toHaveFocus();
    expect(screen.getByRole("list", { name: "रिकवरी कोड" })).toBeInTheDocument();
    expectNoEnglish();
    await user.click(screen.getByRole("button", { name: "मैंने इन्हें सेव कर लिया है" }));
    await user.click(screen.getByRole("button", { name: "हटाएँ" }));
    expect(screen.getByLabelText("ऑथेंटिकेशन कोड")).toHaveAccessibleDescription(
      /अपना कोई रिकवरी कोड टाइप करें/,
    );
    expectNoEnglish();
  });

  it("asks for the email in Hindi before deleting, and says the server's refusal in Hindi", async () => {
    const user = userEvent.setup();
    renderWithAuth(<AccountPage />, { session: fakeSession(), path: "/hi/account" });
    await user.click(
      within(await screen.findByRole("region", { name: "आपका डेटा" })).getByRole("button", {
        name: "अकाउंट डिलीट करें",
      }),
    );
    const dialog = await screen.findByRole(
      "dialog",
      { name: "अपना अकाउंट डिलीट करें?" },
      { timeout: 5000 },
    );
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { code: "reauthentication_needed", message: "For your safety, sign out." },
          { status: 401 },
        ),
      ),
    );
    await user.type(within(dialog).getByLabelText("आपका ईमेल पता"), "asha@example.com");
    await user.click(within(dialog).getByRole("button", { name: "मेरा अकाउंट डिलीट करें" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "10 मिनट के अंदर अपना अकाउंट डिलीट करें",
    );
    expectNoEnglish();
  });

  it("says a change of email in Hindi, with its links back to /hi/account", async () => {
    const user = userEvent.setup();
    const { client } = renderWithAuth(<AccountPage />, {
      session: fakeSession(),
      path: "/hi/account",
    });
    const email = await screen.findByRole("region", { name: "ईमेल" });
    expect(email).toHaveTextContent("आप asha@example.com से साइन इन करते हैं।");
    await user.type(within(email).getByLabelText("नया ईमेल पता"), "asha.new@example.com");
    await user.click(within(email).getByRole("button", { name: "ईमेल बदलें" }));
    expect(await within(email).findByText("दोनों पतों से बदलाव पक्का करें")).toBeInTheDocument();
    expect(client.updateUser).toHaveBeenCalledWith(
      { email: "asha.new@example.com" },
      { emailRedirectTo: `${window.location.origin}/hi/account` },
    );
    expect(getToasts()).toEqual([]);
  });
});

describe("/hi/account/reset-password", () => {
  it("sets the new password in Hindi and leads to the Hindi account page", async () => {
    const user = userEvent.setup();
    renderWithAuth(<ResetPasswordPage redirect={{ kind: "signed-in", welcome: false }} />, {
      session: fakeSession(),
      path: "/hi/account/reset-password",
    });
    const field = await screen.findByLabelText("नया पासवर्ड");
    expect(field.closest("form")).toHaveTextContent("asha@example.com के लिए नया पासवर्ड चुनें।");
    await user.type(field, "a brand new passphrase");
    await user.click(screen.getByRole("button", { name: "पासवर्ड बदलें" }));
    expect(await screen.findByText("पासवर्ड बदल गया")).toHaveFocus();
    expect(screen.getByRole("link", { name: "अपने अकाउंट पर जाएँ" })).toHaveAttribute(
      "href",
      "/hi/account",
    );
    expectNoEnglish();
  });

  it("explains a link that expired in Hindi, and offers a new one", async () => {
    renderWithAuth(
      <ResetPasswordPage
        redirect={{ kind: "failed", code: "otp_expired", description: "Email link is invalid" }}
      />,
      { path: "/hi/account/reset-password" },
    );
    expect(await screen.findByText(/^इस लिंक का समय/)).toHaveTextContent(
      "इस लिंक का समय निकल गया है, या यह पहले इस्तेमाल हो चुका है। लिंक भेजे जाने के बाद एक बार, 24 घंटे तक काम करते हैं।",
    );
    expect(screen.getByRole("button", { name: "रीसेट लिंक भेजें" })).toBeInTheDocument();
    expectNoEnglish();
  });
});

describe("the account pages' prerendered shells", () => {
  it("load the auth client at once on the Hindi account pages too", () => {
    const nothingStored = { getItem: () => null };
    for (const pathname of ["/hi/account", "/hi/account/reset-password", "/account"]) {
      expect(needsAuthClientAtOnce({ pathname, search: "", hash: "" }, nothingStored)).toBe(true);
    }
    expect(needsAuthClientAtOnce({ pathname: "/hi", search: "", hash: "" }, nothingStored)).toBe(
      false,
    );
  });

  const args = (path: string) =>
    // The loaders read only the request (build time); nothing else of a loader's arguments.
    ({ request: new Request(`http://localhost${path}`) }) as never;

  it("carry their first words in the page's language, from the build", () => {
    expect(accountLoader(args("/hi/account"))).toMatchObject({
      title: "आपका अकाउंट",
      waiting: "आपका अकाउंट खुल रहा है...",
    });
    expect(accountLoader(args("/account"))).toMatchObject({
      title: "Your account",
      waiting: "Loading your account...",
    });
    expect(resetLoader(args("/hi/account/reset-password.data"))).toMatchObject({
      title: "नया पासवर्ड चुनें",
      waiting: "आपका लिंक जाँचा जा रहा है...",
    });
  });

  it("give /hi/account its own canonical address and both languages' alternates", () => {
    const { headTags } = accountLoader(args("/hi/account"));
    expect(headTags).toContainEqual({ title: "आपका अकाउंट | Saathi" });
    expect(headTags).toContainEqual(
      expect.objectContaining({ rel: "canonical", href: expect.stringMatching(/\/hi\/account$/) }),
    );
    expect(headTags).toContainEqual(
      expect.objectContaining({ rel: "alternate", hrefLang: "en-IN" }),
    );
  });
});

describe("a link followed back to a Hindi page", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("is explained in Hindi, and its parameters leave the address", async () => {
    window.history.replaceState(
      null,
      "",
      "/hi/study-tips?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid",
    );
    await announceRedirect(
      { kind: "failed", code: "otp_expired", description: "Email link is invalid" },
      null,
    );
    expect(getToasts()[0]).toMatchObject({
      title: "इस लिंक ने काम नहीं किया",
      description: expect.stringContaining("24 घंटे तक काम करते हैं"),
      variant: "destructive",
    });
    expect(window.location.pathname + window.location.search).toBe("/hi/study-tips");
  });

  it("welcomes a new account in Hindi", async () => {
    window.history.replaceState(null, "", "/hi?code=abc&welcome=1");
    await announceRedirect({ kind: "signed-in", welcome: true }, fakeSession());
    expect(getToasts()[0]).toMatchObject({ title: "Saathi में आपका स्वागत है" });
  });
});

describe("the header's account words", () => {
  it("are plain strings in every language: they travel in every page's data, which holds no function", () => {
    for (const messages of Object.values(catalogues)) {
      expect(JSON.parse(JSON.stringify(messages.auth))).toEqual(messages.auth);
    }
  });
});

describe("the account's language follows the site's", () => {
  it("a signed-in person reading the Hindi site: the account's locale becomes hi, once, quietly", async () => {
    const { client } = renderWithAuth(<AccountControls />, {
      session: fakeSession("asha@example.com", { user_metadata: { locale: "en" } }),
      path: "/hi/study-tips",
    });
    // The header is in Hindi too: the name links to the Hindi account page.
    const link = await screen.findByRole("link", { name: /asha@example.com/ });
    expect(link).toHaveAttribute("href", "/hi/account");
    expect(link).toHaveAttribute("title", "आपका अकाउंट: asha@example.com");
    expect(screen.getByRole("button", { name: "साइन आउट" })).toBeInTheDocument();
    await waitFor(() => expect(client.updateUser).toHaveBeenCalledWith({ data: { locale: "hi" } }));
    expect(client.updateUser).toHaveBeenCalledTimes(1);
    expect(getToasts()).toEqual([]);
  });

  it("leaves an account alone whose language is the page's (English when unset)", async () => {
    const hindi = renderWithAuth(<AccountControls />, {
      session: fakeSession("asha@example.com", { user_metadata: { locale: "hi" } }),
      path: "/hi",
    });
    await screen.findByRole("button", { name: "साइन आउट" });
    hindi.unmount();
    const english = renderWithAuth(<AccountControls />, { session: fakeSession(), path: "/" });
    await screen.findByRole("button", { name: "Sign out" });
    // Give an effect its chance to run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hindi.client.updateUser).not.toHaveBeenCalled();
    expect(english.client.updateUser).not.toHaveBeenCalled();
  });
});
