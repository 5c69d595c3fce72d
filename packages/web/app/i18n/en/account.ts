/**
 * The account's words: the sign-in dialog, /account, /account/reset-password, their notices and
 * every failure said plainly. Not part of the root catalogue (i18n/en/index.ts): it is large and
 * only needed once the account opens, so it loads with the account's code (i18n/account.ts).
 *
 * A sentence that holds a person's email address in bold marks its place with `{email}` (or
 * another `{name}`): `fill` (app/features/accounts/account-i18n.tsx) puts an element there.
 */
export const account = {
  /** The account pages' prerendered frame: their route loaders put these in the page at build time. */
  shell: {
    accountTitle: "Your account",
    accountDescription:
      "Manage your Saathi account: your name, email, password, two-factor authentication, sessions and your data.",
    loadingAccount: "Loading your account...",
    resetTitle: "Choose a new password",
    resetDescription: "Choose a new password for your Saathi account.",
    checkingLink: "Checking your link...",
  },

  /** Words many forms share. */
  common: {
    email: "Email",
    password: "Password",
    newPassword: "New password",
    passwordHint: "At least 8 characters. A short sentence is easy to remember and hard to guess.",
    showPassword: "Show password",
    hidePassword: "Hide password",
    code: "Code",
    authenticationCode: "Authentication code",
    signIn: "Sign in",
    signUp: "Sign up",
    signingIn: "Signing in...",
    verify: "Verify",
    checking: "Checking...",
    sending: "Sending...",
    saving: "Saving...",
    updating: "Updating...",
    cancel: "Cancel",
    checkYourEmail: "Check your email",
    backToSignIn: "Back to sign in",
    cancelAndSignOut: "Cancel and sign out",
    updatePassword: "Update password",
    passwordUpdated: "Password updated",
  },

  /** SPEC.md section 8's titles for the account's failures. */
  failures: {
    signIn: "Sign in failed",
    signUp: "Sign up failed",
    signOut: "Sign out failed",
  },

  /** The sign-in dialog. */
  dialog: {
    tabsLabel: "Account",
    signInTitle: "Sign in to Saathi",
    forgotTitle: "Reset your password",
    linkTitle: "Sign in with an email link",
    secondFactorTitle: "Enter your authentication code",
    signUpTitle: "Create your Saathi account",
    forgotPassword: "Forgot password?",
    creatingAccount: "Creating account...",
    or: "Or",
    emailMeLink: "Email me a sign-in link",
    withGoogle: "Sign in with Google",
    withPasskey: "Sign in with a passkey",
  },

  /** Forgot password? (the dialog, and the reset-password page when a link did not work). */
  forgot: {
    intro: "Enter your email address and we'll send you a link to choose a new password.",
    send: "Send reset link",
    sent: (lifetime: string) =>
      `If {email} has a Saathi account, we have sent it a link to choose a new password. The link works once, for ${lifetime}; if nothing arrives in a few minutes, check your spam folder.`,
  },

  /** Email me a sign-in link. */
  emailLink: {
    intro:
      "No password needed: we'll email you a link that signs you in, and a code you can type instead.",
    send: "Send sign-in link",
    sent: (lifetime: string) =>
      `We sent a sign-in link to {email}. Open it on this device, or type the 6-digit code from the same email here. The link and the code work once, for ${lifetime}.`,
    signInWithCode: "Sign in with code",
    sendNew: "Send a new link",
  },

  /** The Authentication code after the password, and its recovery-code way round. */
  secondFactor: {
    intro:
      "Your account has two-factor authentication on. Open your authenticator app and type the 6-digit code it shows for Saathi.",
    noApp: "This account has no authenticator app set up.",
    lostPhone: "Lost your phone? Use one of the recovery codes you saved instead.",
    useRecoveryCode: "Use a recovery code",
    recoveryIntro:
      "Type one of the recovery codes you saved when you set up two-factor authentication. Each code works once. Once you are in, you can remove two-factor authentication on your account page and set it up again on a new phone.",
    recoveryCode: "Recovery code",
    recoveryHint: "For example k4m9-x7qp-2ab8-ht3z. Capitals, spaces and dashes do not matter.",
    recoveryWrong: "That recovery code is not right, or it was used before. Each code works once.",
    /** After the locked-out sentence: the other way in. */
    orUseApp: "Or use the code from your authenticator app.",
    useApp: "Use the authentication code instead",
  },

  /** Sign-up that needs confirmation. */
  confirmation: {
    sent: (lifetime: string) =>
      `If {email} is new to Saathi, we have sent it a link to finish creating your account (it signs you in), and a 6-digit code you can type here instead. They work once, for ${lifetime}.`,
    existing:
      "If you already have an account with this address, you don't need a new one: sign in, or choose Forgot password? to set a new password.",
    confirming: "Confirming...",
    confirmWithCode: "Confirm with code",
    nothingArrived:
      "Nothing arrived after a few minutes? Check your spam folder, or ask for another email.",
    resend: "Resend",
    resent: "Sent again. Use the newest email.",
    haveAccount: "I already have an account: sign in",
  },

  /** /account/reset-password. */
  reset: {
    updated: "You're signed in with your new password, and every other device has been signed out.",
    goToAccount: "Go to your account",
    openTheLink:
      "To choose a new password, open the link in the email we sent you. No email? Ask for a new link below.",
    chooseFor: "Choose a new password for {email}.",
  },

  /** /account's sign-in prompt, for a visitor who is signed out. */
  prompt: {
    signInTitle: "Sign in to see your account",
    signInBody:
      "Here you can change your name, email and password, turn on two-factor authentication, sign out everywhere, download your data or delete your account.",
    oneMoreStep: "One more step",
    /** `how`: the way the first step was made ("with your password"), or "". */
    secondFactorBody: (how: string) =>
      `You have signed in${how ? ` ${how}` : ""}. Enter the code from your authenticator app to open your account.`,
  },

  profile: {
    title: "Profile",
    description:
      "The name Saathi greets you with. Leave it empty to show your email address instead.",
    displayName: "Display name",
    saved: "Saved.",
    save: "Save",
  },

  email: {
    title: "Email",
    /** Its `{email}` is the address the person signs in with. */
    description: "You sign in with {email}.",
    confirmBoth: "Confirm the change from both addresses",
    /** `{current}` and `{next}`: the two addresses. */
    sentBoth:
      "We sent a link to {current} and one to {next}. Your address changes once you have opened both.",
    newEmail: "New email address",
    change: "Change email",
    alreadyYours: "That is already your email address.",
  },

  password: {
    title: "Password",
    description: "Choose a new password for signing in with your email address.",
    useNext: "Use your new password next time you sign in.",
    codeSent:
      "To keep your account safe, we sent a code to {email}. Type it here to finish changing your password.",
  },

  twoFactor: {
    title: "Two-factor authentication",
    /** The name the account's authenticator factor is saved under. */
    factorName: "Authenticator app",
    isOn: "Two-factor authentication is on",
    asksForCode: "Signing in asks for a code from your authenticator app after your password.",
    setUpOn: (date: string) => `Set up on ${date}.`,
    removeIntro:
      "To turn two-factor authentication off, type the code your authenticator app shows now.",
    removeHint: "Lost your phone? Type one of your recovery codes instead.",
    removing: "Removing...",
    removeConfirm: "Remove two-factor authentication",
    keepOn: "Keep it on",
    remove: "Remove",
    scan: "Open an authenticator app (for example Google Authenticator or Microsoft Authenticator) and scan this QR code.",
    qrAlt: "QR code for setting up Saathi in your authenticator app",
    cantScan: "Can't scan it? Enter this key in the app instead:",
    typeCode: "Type the 6-digit code the app shows for Saathi.",
    offIntro:
      "Add a second step to signing in: a code from an app on your phone, so a stolen password alone cannot open your account.",
    setUp: "Set up authenticator app",
    copyKey: "Copy key",
    copied: "Copied.",
  },

  recoveryCodes: {
    title: "Recovery codes",
    intro:
      "Lost your phone? A recovery code signs you in instead of the code from your authenticator app. Then remove two-factor authentication here and set it up again on your new phone.",
    allUsed: "You have used all your recovery codes. Make new ones now.",
    left: (remaining: number, total: number) => `${remaining} of ${total} recovery codes left.`,
    none: "You have no recovery codes yet.",
    makeNew: "Make new recovery codes",
    create: "Create recovery codes",
    replaceHint: "New codes replace the old ones: the old ones stop working.",
    signInAgainFirst:
      "For your safety, sign out and sign in again with your authentication code first.",
    yours: "Your recovery codes",
    saveNow:
      "Save them now: this is the only time they are shown. Each code works once, in place of the code from your authenticator app. Keep them somewhere safe, away from your phone.",
    listLabel: "Recovery codes",
    download: "Download",
    print: "Print",
    saved: "I have saved them",
    printFrameTitle: "Recovery codes for printing",
    /** The Download file and the printout. */
    fileTitle: "Saathi recovery codes",
    fileAccount: (email: string) => `Account: ${email}`,
    fileMadeOn: (date: string) => `Made on ${date}`,
    fileEachOnce: "Each code works once, in place of the code from your authenticator app.",
    fileKeepSafe: "Keep them somewhere safe, away from your phone.",
  },

  passkeys: {
    title: "Passkeys",
    description:
      "Sign in with your phone's or computer's screen lock (fingerprint, face or PIN) instead of a password.",
    /** A passkey with no name of its own. */
    unnamed: "Passkey",
    /** A new passkey's name from its browser and system: "Chrome on Android". */
    browserOn: (browser: string, system: string) => `${browser} on ${system}`,
    typeName: "Type a name for this passkey.",
    nameLabel: "Passkey name",
    nameHint: "A name that tells you which phone, computer or key it is.",
    saveName: "Save name",
    added: (date: string) => `Added ${date}`,
    rename: "Rename",
    renameLabel: (name: string) => `Rename ${name}`,
    remove: "Remove",
    removeLabel: (name: string) => `Remove ${name}`,
    none: "You have no passkeys yet.",
    add: "Add a passkey",
  },

  sessions: {
    title: "Sessions",
    description:
      "Signed in on a shared or lost phone or computer? Sign out everywhere ends every session of your account, on every device, including this one.",
    signOutEverywhere: "Sign out everywhere",
  },

  data: {
    title: "Your data",
    description:
      "You can take a copy of everything your account holds, or delete your account and everything in it for good.",
    download: "Download my data",
    deleteAccount: "Delete account",
    /** The `about` line of the downloaded file. */
    exportAbout:
      "Everything Saathi holds about your account: your account record (email, profile, sign-in methods, two-factor factors), your passkeys, and under service_desk the requests you sent while signed in, with their messages, and your email subscriptions.",
  },

  /** "Your requests": what the person asked the service desk while signed in (packages/desk). */
  requests: {
    title: "Your requests",
    description:
      "What you asked us while signed in, newest first. Each request has its own page with our replies, where you can answer.",
    loading: "Loading your requests...",
    none: "You haven't sent us a request while signed in.",
    ask: "Ask us for help",
    failed: "We couldn't load your requests. Reload the page to try again.",
    sent: "Sent {date}",
    messages: "Messages: {count}",
    open: "Open request {reference}",
    closed: "This request is closed; its page is no longer open.",
  },

  deleteAccount: {
    title: "Delete your account?",
    description:
      "This deletes your Saathi account and everything it holds, at once and for good: it cannot be undone. You can download your data first.",
    toConfirm: "To confirm, type {email} below.",
    yourEmail: "Your email address",
    deleting: "Deleting...",
    confirm: "Delete my account",
    typeExactly: "Type your email address exactly as shown above.",
    signedOut: "You are signed out. Sign in again, then delete your account.",
    /** The site server's refusal of an old sign-in (server/account-routes.ts). */
    signInAgain: (minutes: number) =>
      `For your safety, sign out and sign in again, then delete your account within ${minutes} minutes.`,
    /** Its refusal while the authenticator app's code is still owed. */
    codeFirst: "Enter the code from your authenticator app first, then delete your account.",
  },

  /** Toasts (features/accounts/account-notices.ts). */
  notices: {
    welcomeTitle: "Welcome to Saathi",
    welcomeConfirmed: "Your email address is confirmed and you're signed in.",
    welcomeSignedUp: "Your account is ready and you're signed in.",
    signedOutEverywhereTitle: "Signed out everywhere",
    signedOutEverywhere: "Every device that was signed in to your account is now signed out.",
    secondFactorNeededTitle: "One more step",
    secondFactorNeeded:
      "Your account has two-factor authentication on: choose Sign in and enter the code from your authenticator app.",
    linkFailedTitle: "That link didn't work",
    accountDeletedTitle: "Account deleted",
    accountDeleted: "Your account and everything it held are gone.",
    signedInTitle: "You're signed in",
    /** `how`: "with your passkey". */
    signedInHow: (how: string) => `You signed in ${how}. Welcome back to Saathi.`,
    welcomeBack: "Welcome back to Saathi.",
    providerCancelledTitle: (provider: string) => `You didn't finish signing in with ${provider}`,
    providerCancelled: "You're still signed out. To try again, choose Sign in.",
    providerFailedTitle: (provider: string) => `Signing in with ${provider} didn't work`,
    /** `reason`: a whole plain sentence, or "". */
    providerFailed: (reason: string) =>
      `${reason ? `${reason} ` : ""}You're still signed out. Try again, or sign in another way.`,
  },

  /** A way of signing in, in words: "You signed in with your passkey." */
  methods: {
    password: "with your password",
    link: "with the link in your email",
    code: "with the code from your email",
    passkey: "with your passkey",
    recovery: "with your password reset link",
    provider: (provider: string) => `with ${provider}`,
    anotherAccount: "with another account",
  },

  /** How long a mailed link or code works (app/features/accounts/link-lifetime.ts). */
  lifetime: {
    days: (n: number) => `${n} day${n === 1 ? "" : "s"}`,
    hours: (n: number) => `${n} hour${n === 1 ? "" : "s"}`,
    minutes: (n: number) => `${n} minute${n === 1 ? "" : "s"}`,
    seconds: (n: number) => `${n} second${n === 1 ? "" : "s"}`,
  },

  /**
   * Every failure in plain words (app/features/accounts/plain-messages.ts maps each server code to one):
   * what happened and what to do next, never the server's own text.
   */
  errors: {
    // Signing in and up
    invalidCredentials:
      "That email and password don't match an account. Check both and try again, or choose Forgot password? to set a new password.",
    emailNotConfirmed:
      "This email address is not confirmed yet. Open the link in the email we sent when you signed up (check your spam folder too), or choose Email me a sign-in link.",
    phoneNotConfirmed:
      "This phone number is not confirmed yet. Use the code we sent it, or sign in with your email.",
    userAlreadyExists:
      "If this is your email address, you already have an account: sign in, or choose Forgot password? to set a new password.",
    emailExists:
      "This email address is already used by another account. Use a different address, or sign in to that account.",
    phoneExists:
      "This phone number is already used by another account. Use a different number, or sign in to that account.",
    identityAlreadyExists:
      "That sign-in is already linked to an account. Sign in with it, or use a different one.",
    signupDisabled:
      "New accounts can't be made right now. If you already have an account, sign in.",
    otpDisabled:
      "We couldn't find an account for that email address. Check it, or choose Sign up to make one.",
    emailProviderDisabled: "Signing in with email is turned off on Saathi just now.",
    phoneProviderDisabled: "Signing in with a phone number is not available on Saathi.",
    notOffered: "This way of signing in is not available on Saathi. Use your email instead.",
    manualLinkingDisabled: "Linking another sign-in to your account is not available on Saathi.",
    featureDisabled: "This is not available on Saathi.",
    userBanned:
      "This account can't be used right now. If you think this is a mistake, contact us from the Contact page.",
    providerEmailNeedsVerification:
      "Your email address needs confirming first: open the link we just emailed you, then sign in.",
    emailAddressInvalid:
      "That email address can't be used. Check it for typing mistakes, or use another address.",
    emailAddressNotAuthorized:
      "We can't send email to that address. Use a different address, or contact us from the Contact page.",

    // Passwords
    weakPassword: (minimum: string) =>
      `That password is too easy to guess. Use at least ${minimum} characters: a short sentence is easy to remember and hard to guess.`,
    samePassword: "That is your current password. Choose a new one.",
    reauthenticationNeeded:
      "To keep your account safe, we need to check it's you: we've emailed you a code to type here.",
    reauthenticationNotValid:
      "That code is not right, or it has expired. Check the newest email from us, or ask for a new code.",
    currentPasswordRequired: "Type your current password too.",
    currentPasswordInvalid: "Your current password is not right. Check it and try again.",

    // Mailed links and codes
    otpExpired: (lifetime: string) =>
      `That code or link has expired or has already been used. Codes and links work once, for ${lifetime}: ask for a new one and use the newest email.`,
    newLink: (lifetime: string) =>
      `This link has expired or has already been used. Links and codes work once, for ${lifetime}. Ask for a new one.`,
    otherBrowser:
      "This link was asked for in another browser or window. Open it in the browser where you asked for it, or ask for a new link here.",
    signInUnfinished: "Signing in didn't finish. Please start again.",

    // Too many attempts
    overRequestRateLimit: "Too many tries in a short time. Wait a few minutes, then try again.",
    emailSendWait: (seconds: string) =>
      `We've just sent you an email. Please wait ${seconds} seconds before asking for another, and use the newest one.`,
    emailSendLimit:
      "We've sent several emails to this address in a short time. Wait a few minutes, then try again, and use the newest email.",
    overSmsSendRateLimit: "We've sent several text messages in a short time. Wait a few minutes.",
    smsSendFailed: "We couldn't send the text message. Please try again in a minute.",
    captchaFailed: "We couldn't check that you're a person. Please try again.",

    // Your session
    signInAgain: "Your sign-in has ended. Sign in again, then try once more.",
    userNotFound: "This account no longer exists. You can make a new one with Sign up.",
    notAdmin: "Only an administrator can do that.",
    insufficientAal:
      "For this, enter the code from your authenticator app first: sign out, sign in again, and type the code when asked.",

    // Two-factor authentication
    mfaVerificationFailed:
      "That code is not right. Type the code your authenticator app shows now: it changes every 30 seconds.",
    mfaVerificationRejected: "That code was not accepted. Type the code your app shows now.",
    mfaChallengeExpired:
      "That took too long, so the code could not be checked. Type the code your app shows now.",
    mfaIpAddressMismatch:
      "Your connection changed while signing in. Type the code your app shows now.",
    mfaFactorNotFound:
      "That authenticator app is no longer set up on your account. Reload the page and try again.",
    mfaFactorNameConflict:
      "An authenticator app with that name is already set up. Reload the page to see it.",
    tooManyEnrolledMfaFactors:
      "Your account has as many authenticator apps as it can hold. Remove one before adding another.",
    mfaVerifiedFactorExists:
      "Your account already has one set up. Remove it before adding another.",
    recoveryCodesEnrollOff: "Recovery codes can't be made on Saathi just now.",
    recoveryCodesVerifyOff:
      "Recovery codes can't be checked on Saathi just now. Use the code from your authenticator app instead.",
    recoveryCodesLocked:
      "Too many wrong recovery codes. Wait a quarter of an hour, then type one of your codes again, carefully.",
    recoveryCodesSoleFactor:
      "Recovery codes need an authenticator app to back up. Set up the app first, then make your codes.",
    totpEnrollOff: "Authenticator apps can't be set up on Saathi just now.",
    totpVerifyOff: "Authenticator app codes can't be checked on Saathi just now.",
    smsCodesOff: "Codes by text message are not available on Saathi.",
    securityKeysOff: "Security keys as a second step are not available on Saathi.",

    // Passkeys
    passkeyDisabled: "Passkeys are turned off on Saathi just now. Sign in with your email.",
    tooManyPasskeys: "Your account has as many passkeys as it can hold. Remove one to add another.",
    passkeyTooSlow: "That took too long. Please try the passkey again.",
    passkeyNotChecked:
      "That passkey could not be checked. Try again, or sign in with your email and password.",
    passkeyExists:
      "This device already has a passkey for your account, so you can sign in with it. To add another, use a different phone, computer or security key.",
    passkeyCancelled:
      "No passkey was used: the request was cancelled or timed out. Try again when you are ready.",

    // Linked sign-ins (Google)
    identityNotFound: "That sign-in is no longer linked to your account. Reload the page.",
    singleIdentityNotDeletable:
      "This is the only way you can sign in, so it can't be removed. Add another way first.",
    emailConflictIdentityNotDeletable:
      "This sign-in can't be removed: your email address depends on it. Change your email first.",

    // Requests that could not be handled
    validationFailed:
      "Something in the form could not be used. Check what you typed (a full email address, for example) and try again.",
    tryAgainSoon:
      "Something went wrong on our side, and nothing was changed. Please try again in a minute.",
    tooLarge: "That was too much to send at once. Try something shorter.",
    conflict: "Two changes met at the same moment. Please try again.",
    tooSlow: "That took too long. Please try again in a moment.",

    /** A failure with no code we know. */
    generic:
      "Something went wrong, and nothing was changed. Please try again in a minute; if it keeps happening, contact us from the Contact page.",
    /** The server could not be reached. */
    offline: "We couldn't reach Saathi. Check your internet connection, then try again.",

    // A link that did not work, on the page it led to
    linkExpired: (lifetime: string) =>
      `This link has expired or has already been used. Links work once, for ${lifetime} after we send them. Ask for a new one below.`,
    linkDidNotWork: "This link did not work. Ask for a new one below.",
    /** After a sentence that does not already offer a new link. */
    askBelow: (sentence: string) => `${sentence} If you need a new link, ask below.`,
  },
};
