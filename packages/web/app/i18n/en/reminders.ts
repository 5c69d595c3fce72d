/**
 * The exam calendar's reminder dialog (issue 24): a mail a chosen number of days before an exam,
 * for a signed-in person. Not in the root catalogue: it loads with the dialog's code when a person
 * presses the calendar's "Email me a reminder" (i18n/reminders.ts).
 */
export const reminders = {
  title: (exam: string) => `Reminder: ${exam}`,
  intro: "We'll email you before the exam, so you can check your admit card and centre in time.",
  loading: "Loading your reminders...",
  signInBody: "Sign in to get a reminder by email. Your reminders stay on your account.",
  signIn: "Sign in",
  secondFactorBody: "Enter the code from your authenticator app to finish signing in.",
  enterCode: "Enter the code",
  expectedNote:
    "No date has been announced yet. We'll email you the chosen number of days before, once it is; if it is announced later than that, as soon as we know.",
  choose: "How many days before?",
  days: (n: string) => `${n} days before`,
  oneDay: "1 day before (the day before)",
  remindMe: "Remind me",
  saving: "Saving...",
  yours: "Your reminders for this exam",
  none: "You have no reminder for this exam yet.",
  onDay: (days: string, date: string) => `${days}: we'll email you on ${date}.`,
  waitingForDate: (days: string) => `${days}: we'll email you once the date is announced.`,
  sent: (days: string, date: string) => `${days}: emailed on ${date}.`,
  past: (days: string) => `${days}: the exam has begun.`,
  remove: "Remove",
  removeName: (days: string) => `Remove the reminder ${days}`,
  added: (date: string) => `Done: we'll email you on ${date}.`,
  addedExpected: "Done: we'll email you once the date is announced.",
  removed: "Reminder removed.",
  sentTo: (email: string) => `Reminders go to ${email}.`,
  errors: {
    exam_over: "This exam has already begun: there is nothing to remind you of.",
    email_required:
      "Your account has no email address. Add one on your account page to get reminders.",
    invalid_exam: "We don't know this exam any more. Reload the page and try again.",
    failed: "That didn't work. Check your connection and try again.",
  },
};
