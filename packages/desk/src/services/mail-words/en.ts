/** The desk's mails in English. */
import type { MailWords } from "./types.ts";

export const en: MailWords = {
  hours: (days, opens, closes) => `We are open ${days}, ${opens} to ${closes} IST.`,
  acknowledgement: (a) => ({
    subject: `We have your request: ${a.reference}`,
    lines: [
      `Hello ${a.name},`,
      "",
      // A request that speaks of a danger now gets the urgent lines first, before anything else.
      ...(a.possibleRisk
        ? ["If you or someone else is in danger now, call now:", ...a.urgentLines, ""]
        : []),
      `Thank you for writing to ${a.siteName}. We have your request.`,
      "",
      `Your reference: ${a.reference}`,
      "If you call us, say this reference: it helps us find your request quickly.",
      "",
      `What you asked for: ${a.kind}`,
      "",
      "What happens next",
      `A person from our team will read your request and reply by ${a.due}.`,
      a.hoursLine,
      "",
      "Your request's page (private: anyone with this link can read it, so please don't share it):",
      a.link,
      "There you can read our replies, answer them, or delete your request.",
      "",
      "If you need help right now:",
      ...a.urgentLines,
      "",
      `- ${a.teamName}`,
    ],
  }),
  staffReply: (a) => ({
    subject: `Reply to your request ${a.reference}`,
    lines: [
      `Hello ${a.name},`,
      "",
      `${a.who} from ${a.teamName} replied to your request ${a.reference}:`,
      "",
      a.body,
      "",
      "To answer, open your request's page (a reply to this email does not reach us):",
      a.link,
      "",
      `- ${a.teamName}`,
    ],
  }),
  confirmSubscription: (a) => ({
    subject: `Confirm your ${a.siteName} email updates`,
    lines: [
      "Hello,",
      "",
      `Someone (we hope you) asked for ${a.siteName}'s new guides by email, once a week, at this address.`,
      "To confirm, open this link and press the button (it works for 7 days):",
      a.link,
      "",
      "If you didn't ask for this, ignore this email: we will send you nothing.",
      "",
      `Unsubscribe: ${a.unsubscribe}`,
    ],
  }),
  digest: (a) => ({
    subject: `${a.siteName}: new and reviewed guides this week`,
    lines: [
      "Hello,",
      "",
      `These guides on ${a.siteName} were added or reviewed this week:`,
      "",
      ...a.guides,
      "",
      `You get this email because you confirmed ${a.siteName}'s email updates.`,
      `Unsubscribe (one click): ${a.unsubscribe}`,
    ],
  }),
  reminder: (a) => ({
    subject:
      a.daysLeft === 1
        ? `Reminder: ${a.exam} is tomorrow`
        : `Reminder: ${a.exam} in ${a.daysLeft} days`,
    lines: [
      "Hello,",
      "",
      a.daysLeft === 1
        ? `${a.exam} is tomorrow: ${a.when}.`
        : `${a.exam} is in ${a.daysLeft} days: ${a.when}.`,
      "",
      "Check the official site for your admit card, centre and last instructions:",
      a.site,
      "",
      "The exam calendar:",
      a.calendar,
      "",
      `If exam stress is feeling heavy, this page can help: ${a.stress}`,
      "",
      `You get this email because you asked ${a.siteName} for a reminder of this exam. To stop it, sign in on the exam calendar and remove the reminder.`,
      "",
      `- ${a.teamName}`,
    ],
  }),
  closed: (a) => ({
    subject: `Your request ${a.reference} is closed: did this help?`,
    lines: [
      `Hello ${a.name},`,
      "",
      `Your request ${a.reference} is now closed.`,
      "",
      "Did this help? Yes / No",
      "Tell us on your request's page, with a few words if you like:",
      a.link,
      "",
      "To ask something else, send a new request.",
      "",
      `- ${a.teamName}`,
    ],
  }),
};
