/**
 * The desk's mails, plain text, in the person's language. Everything a person typed goes through
 * text.ts first (one-line values stay on one line, long text is quoted for the operator); subjects
 * hold only the reference and fixed words.
 */
import type { DeskConfig, DigestGuide, Locale, ReminderExam } from "../config.ts";
import type { DeskMail } from "../storage/outbox.ts";
import type { RequestRow } from "../storage/requests.ts";
import { formatIst, hoursInIst } from "./hours.ts";
import { cleanLine, cleanText, quote } from "./text.ts";
import { bestTimeNames, detailNames, kindNames, type Kind } from "./words.ts";

const prefix = (locale: Locale) => (locale === "hi" ? "/hi" : "");

export function privatePath(token: string, locale: Locale): string {
  return `${prefix(locale)}/request/view?t=${token}`;
}

export function privateUrl(cfg: DeskConfig, token: string, locale: Locale): string {
  return cfg.siteUrl + privatePath(token, locale);
}

function unsubscribeHeaders(cfg: DeskConfig, unsubscribe: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${cfg.siteUrl}/api/desk/subscriptions/unsubscribe?t=${unsubscribe}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

function unsubscribePage(cfg: DeskConfig, unsubscribe: string, locale: Locale) {
  return `${cfg.siteUrl}${prefix(locale)}/subscribe/unsubscribe?t=${unsubscribe}`;
}

function hoursLine(cfg: DeskConfig, locale: Locale, now: Date): string {
  const { opens, closes } = hoursInIst(cfg.hours, now);
  return locale === "hi"
    ? `हम ${cfg.daysInWords.hi}, ${opens} से ${closes} बजे (IST) तक काम करते हैं।`
    : `We are open ${cfg.daysInWords.en}, ${opens} to ${closes} IST.`;
}

export function acknowledgementMail(
  cfg: DeskConfig,
  r: RequestRow,
  token: string,
  now: Date,
): DeskMail {
  const l = r.language === "hi" ? "hi" : "en";
  const name = cleanLine(r.name);
  const kind = kindNames[l][r.kind as Kind];
  const due = r.reply_due_at ? formatIst(r.reply_due_at, l) : "";
  const link = privateUrl(cfg, token, l);
  // A request that speaks of a danger now gets the urgent lines first, before anything else.
  const urgentFirst = r.possible_risk
    ? l === "hi"
      ? ["अगर आपको या किसी और को अभी ख़तरा है, तो अभी फ़ोन करें:", ...cfg.urgentLines.hi, ""]
      : ["If you or someone else is in danger now, call now:", ...cfg.urgentLines.en, ""]
    : [];
  const text =
    l === "hi"
      ? [
          `नमस्ते ${name},`,
          "",
          ...urgentFirst,
          `${cfg.siteName} को लिखने के लिए धन्यवाद। आपकी रिक्वेस्ट हमें मिल गई है।`,
          "",
          `आपका रेफ़रेंस: ${r.reference}`,
          "हमें फ़ोन करें तो यह रेफ़रेंस बताएँ, इससे हम आपकी रिक्वेस्ट जल्दी ढूंढ पाएंगे।",
          "",
          `आपने क्या मांगा: ${kind}`,
          "",
          "आगे क्या होगा",
          `हमारी टीम का एक व्यक्ति आपकी रिक्वेस्ट पढ़ेगा और ${due} तक जवाब देगा।`,
          hoursLine(cfg, l, now),
          "",
          "आपकी रिक्वेस्ट का पेज (प्राइवेट है: जिसके पास यह लिंक होगा वह इसे पढ़ सकता है, इसलिए इसे किसी से शेयर न करें):",
          link,
          "वहाँ आप हमारे जवाब पढ़ सकते हैं, जवाब दे सकते हैं, या अपनी रिक्वेस्ट डिलीट कर सकते हैं।",
          "",
          "अगर आपको अभी मदद चाहिए:",
          ...cfg.urgentLines.hi,
          "",
          `- ${cfg.teamName}`,
        ]
      : [
          `Hello ${name},`,
          "",
          ...urgentFirst,
          `Thank you for writing to ${cfg.siteName}. We have your request.`,
          "",
          `Your reference: ${r.reference}`,
          "If you call us, say this reference: it helps us find your request quickly.",
          "",
          `What you asked for: ${kind}`,
          "",
          "What happens next",
          `A person from our team will read your request and reply by ${due}.`,
          hoursLine(cfg, l, now),
          "",
          "Your request's page (private: anyone with this link can read it, so please don't share it):",
          link,
          "There you can read our replies, answer them, or delete your request.",
          "",
          "If you need help right now:",
          ...cfg.urgentLines.en,
          "",
          `- ${cfg.teamName}`,
        ];
  return {
    to: r.email!,
    subject:
      l === "hi" ? `आपकी रिक्वेस्ट हमें मिल गई: ${r.reference}` : `We have your request: ${r.reference}`,
    text: text.join("\n"),
  };
}

/** The request on the staff desk (aal2 staff only): the private staff link of issue 32. */
export function staffRequestUrl(cfg: DeskConfig, r: Pick<RequestRow, "id">): string {
  return `${cfg.siteUrl}/staff?request=${r.id}`;
}

/** A mail client's marks of an urgent mail (Outlook's Importance, the older X-Priority, RFC 2156). */
export const URGENT_HEADERS: Readonly<Record<string, string>> = {
  Importance: "high",
  "X-Priority": "1 (Highest)",
  Priority: "urgent",
};

/**
 * Whether a flagged request's urgent mail goes to an on-call address of its own (DESK_ONCALL_EMAIL)
 * besides the operator's inbox; if not, the operator's mail of the request is the urgent one.
 */
export function hasOwnOnCall(cfg: DeskConfig): boolean {
  return (
    cfg.onCallInbox !== undefined &&
    cfg.onCallInbox.toLowerCase() !== cfg.operatorInbox.toLowerCase()
  );
}

/**
 * The on-call mail of a request flagged "possible risk" (issue 32): sent at once, at any hour,
 * marked urgent, with the reference and the staff link, and none of the person's words (they are
 * read on the desk, behind two-factor sign-in). `why` says what flagged it: the request itself, or
 * a later message of the person's.
 */
export function onCallMail(
  cfg: DeskConfig,
  r: RequestRow,
  why: "request" | "message",
  now: Date,
): DeskMail {
  const kind = kindNames.en[r.kind as Kind];
  const lines = [
    `POSSIBLE RISK: request ${r.reference} needs a person now.`,
    "",
    why === "request"
      ? `A request sent at ${formatIst(now, "en")} speaks of suicide, self-harm, an overdose, poisoning, abuse or violence.`
      : `A message the person wrote at ${formatIst(now, "en")} on this request speaks of suicide, self-harm, an overdose, poisoning, abuse or violence.`,
    "Read it now on the desk (staff sign-in with two-factor), and call them if they gave a number:",
    staffRequestUrl(cfg, r),
    "",
    `Reference: ${r.reference}`,
    `Request: ${kind}`,
    `Preferred language: ${r.language === "hi" ? "Hindi" : "English"}`,
    `Phone given: ${r.phone ? "yes" : "no"}`,
    `Email given: ${r.email ? "yes" : "no"}`,
    "",
    "The person was shown the urgent lines first (Tele-MANAS 14416, free, 24 hours) and when a person will read their request.",
    "This mail holds none of their words: read them on the desk.",
  ];
  return {
    to: cfg.onCallInbox ?? cfg.operatorInbox,
    subject: `POSSIBLE RISK: request ${r.reference} needs a person now`,
    text: lines.join("\n"),
    headers: { ...URGENT_HEADERS },
    audit: { request_id: r.id, reference: r.reference, step: "oncall_mail" },
  };
}

/**
 * The operator's copy of a new request: every field, in English, the person's text quoted. A
 * request flagged "possible risk" says so first, in the subject too (which never holds the text),
 * and links the request on the desk; with no on-call address of its own (`hasOwnOnCall`) this
 * mail is the on-call mail: marked urgent, and its sending audited.
 */
export function operatorMail(cfg: DeskConfig, r: RequestRow, message?: string): DeskMail {
  const risk = r.possible_risk ? "POSSIBLE RISK: " : "";
  const urgent = r.possible_risk && !hasOwnOnCall(cfg);
  const lines = [
    `${risk}New request ${r.reference}: ${kindNames.en[r.kind as Kind]}`,
    "",
    ...(r.possible_risk
      ? [
          "The person's words speak of suicide, self-harm, an overdose, poisoning, abuse or violence.",
          "Read it now, and call them if they gave a number. It is first in the staff queue.",
          "",
        ]
      : []),
    `Name: ${cleanLine(r.name)}`,
    `Email: ${r.email ?? "-"}`,
    `Phone: ${r.phone ?? "-"}`,
    `Preferred language: ${r.language === "hi" ? "Hindi" : "English"}`,
    `Best time to call: ${r.best_time ? bestTimeNames.en[r.best_time] : "-"}`,
    // The home and /contact form's (issue 30): who the help is for routes it on the desk.
    ...(r.support_type ? [`Support type: ${r.support_type}`] : []),
    ...(r.subject ? [`Subject: ${cleanLine(r.subject)}`] : []),
    `From page: ${r.source_path ?? "-"}`,
    `Account: ${r.user_id ? "signed in" : "none"}`,
  ];
  for (const [key, value] of Object.entries(r.details)) {
    lines.push(`${detailNames.en[key] ?? key}: ${cleanLine(value)}`);
  }
  if (message) lines.push("", "Message:", quote(message));
  lines.push(
    "",
    `Reply due by: ${r.reply_due_at ? formatIst(r.reply_due_at, "en") : "-"}`,
    `Open it on the desk: ${r.possible_risk ? staffRequestUrl(cfg, r) : `${cfg.siteUrl}/staff`}`,
  );
  const headers: Record<string, string> = {
    ...(urgent ? URGENT_HEADERS : {}),
    ...(r.email ? { "Reply-To": r.email } : {}),
  };
  return {
    to: cfg.operatorInbox,
    subject: `${risk}New request ${r.reference}: ${kindNames.en[r.kind as Kind]}`,
    text: lines.join("\n"),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(urgent ? { audit: { request_id: r.id, reference: r.reference, step: "oncall_mail" } } : {}),
  };
}

export function staffReplyMail(
  cfg: DeskConfig,
  r: RequestRow,
  token: string,
  author: string,
  body: string,
): DeskMail {
  const l = r.language === "hi" ? "hi" : "en";
  const link = privateUrl(cfg, token, l);
  const who = cleanLine(author) || cfg.teamName;
  const text =
    l === "hi"
      ? [
          `नमस्ते ${cleanLine(r.name)},`,
          "",
          `आपकी रिक्वेस्ट ${r.reference} पर ${cfg.teamName} से ${who} का जवाब:`,
          "",
          cleanText(body),
          "",
          "जवाब देने के लिए अपनी रिक्वेस्ट का पेज खोलें (इस ईमेल का जवाब हम तक नहीं पहुंचेगा):",
          link,
          "",
          `- ${cfg.teamName}`,
        ]
      : [
          `Hello ${cleanLine(r.name)},`,
          "",
          `${who} from ${cfg.teamName} replied to your request ${r.reference}:`,
          "",
          cleanText(body),
          "",
          "To answer, open your request's page (a reply to this email does not reach us):",
          link,
          "",
          `- ${cfg.teamName}`,
        ];
  return {
    to: r.email!,
    subject:
      l === "hi" ? `आपकी रिक्वेस्ट ${r.reference} पर जवाब` : `Reply to your request ${r.reference}`,
    text: text.join("\n"),
  };
}

export function confirmSubscriptionMail(
  cfg: DeskConfig,
  email: string,
  locale: Locale,
  confirmToken: string,
  unsubscribe: string,
): DeskMail {
  const link = `${cfg.siteUrl}${prefix(locale)}/subscribe/confirm?t=${confirmToken}`;
  const text =
    locale === "hi"
      ? [
          "नमस्ते,",
          "",
          `किसी ने (शायद आपने) इस ईमेल पते से ${cfg.siteName} की नई गाइड हर हफ़्ते ईमेल से पाने के लिए कहा है।`,
          "पुष्टि करने के लिए यह लिंक खोलें और बटन दबाएँ (लिंक 7 दिन तक चलेगा):",
          link,
          "",
          "अगर आपने यह नहीं मांगा, तो इस ईमेल को छोड़ दें: हम आपको कुछ नहीं भेजेंगे।",
          "",
          `ईमेल बंद करें: ${unsubscribePage(cfg, unsubscribe, locale)}`,
        ]
      : [
          "Hello,",
          "",
          `Someone (we hope you) asked for ${cfg.siteName}'s new guides by email, once a week, at this address.`,
          "To confirm, open this link and press the button (it works for 7 days):",
          link,
          "",
          "If you didn't ask for this, ignore this email: we will send you nothing.",
          "",
          `Unsubscribe: ${unsubscribePage(cfg, unsubscribe, locale)}`,
        ];
  return {
    to: email,
    subject:
      locale === "hi"
        ? `${cfg.siteName} से ईमेल पाने की पुष्टि करें`
        : `Confirm your ${cfg.siteName} email updates`,
    text: text.join("\n"),
    headers: unsubscribeHeaders(cfg, unsubscribe),
  };
}

export function digestMail(
  cfg: DeskConfig,
  email: string,
  locale: Locale,
  guides: readonly DigestGuide[],
  unsubscribe: string,
): DeskMail {
  const list = guides.flatMap((g) => [`- ${cleanLine(g.title)}`, `  ${cfg.siteUrl}${g.path}`]);
  const text =
    locale === "hi"
      ? [
          "नमस्ते,",
          "",
          `इस हफ़्ते ${cfg.siteName} पर ये गाइड नई आईं या दोबारा जांची गईं:`,
          "",
          ...list,
          "",
          `यह ईमेल आपको इसलिए मिला क्योंकि आपने ${cfg.siteName} से ईमेल पाने की पुष्टि की थी।`,
          `ईमेल बंद करें (एक क्लिक): ${unsubscribePage(cfg, unsubscribe, locale)}`,
        ]
      : [
          "Hello,",
          "",
          `These guides on ${cfg.siteName} were added or reviewed this week:`,
          "",
          ...list,
          "",
          `You get this email because you confirmed ${cfg.siteName}'s email updates.`,
          `Unsubscribe (one click): ${unsubscribePage(cfg, unsubscribe, locale)}`,
        ];
  return {
    to: email,
    subject:
      locale === "hi"
        ? `${cfg.siteName}: इस हफ़्ते की नई और जांची गई गाइड`
        : `${cfg.siteName}: new and reviewed guides this week`,
    text: text.join("\n"),
    headers: unsubscribeHeaders(cfg, unsubscribe),
  };
}

/** An exam reminder (issue 24): `daysLeft` from today to the exam's first day, in its language. */
export function reminderMail(
  cfg: DeskConfig,
  to: string,
  locale: Locale,
  exam: ReminderExam,
  daysLeft: number,
): DeskMail {
  const name = cleanLine(exam.name[locale]);
  const when = cleanLine(exam.when[locale]);
  const calendar = `${cfg.siteUrl}${prefix(locale)}${exam.path}`;
  const stress = `${cfg.siteUrl}${prefix(locale)}/exam-stress`;
  const text =
    locale === "hi"
      ? [
          "नमस्ते,",
          "",
          daysLeft === 1 ? `${name} कल है: ${when}।` : `${name} ${daysLeft} दिन बाद है: ${when}।`,
          "",
          "एडमिट कार्ड, सेंटर और आख़िरी निर्देश आधिकारिक साइट पर देखें:",
          exam.site,
          "",
          "परीक्षा कैलेंडर:",
          calendar,
          "",
          `अगर परीक्षा का तनाव भारी लग रहा है, तो यह पेज मदद कर सकता है: ${stress}`,
          "",
          `यह ईमेल आपको इसलिए मिला क्योंकि आपने ${cfg.siteName} पर इस परीक्षा की याद दिलाने के लिए कहा था। रिमाइंडर बंद करने के लिए परीक्षा कैलेंडर पर साइन इन करें और उसे हटा दें।`,
          "",
          `- ${cfg.teamName}`,
        ]
      : [
          "Hello,",
          "",
          daysLeft === 1
            ? `${name} is tomorrow: ${when}.`
            : `${name} is in ${daysLeft} days: ${when}.`,
          "",
          "Check the official site for your admit card, centre and last instructions:",
          exam.site,
          "",
          "The exam calendar:",
          calendar,
          "",
          `If exam stress is feeling heavy, this page can help: ${stress}`,
          "",
          `You get this email because you asked ${cfg.siteName} for a reminder of this exam. To stop it, sign in on the exam calendar and remove the reminder.`,
          "",
          `- ${cfg.teamName}`,
        ];
  return {
    to,
    subject:
      locale === "hi"
        ? daysLeft === 1
          ? `याद रहे: ${name} कल है`
          : `याद रहे: ${name} ${daysLeft} दिन बाद`
        : daysLeft === 1
          ? `Reminder: ${name} is tomorrow`
          : `Reminder: ${name} in ${daysLeft} days`,
    text: text.join("\n"),
  };
}

/**
 * The operator's mail when a request's reply-time target is missed (issue 32): once per request,
 * the reference, kind, how long it has waited and the desk's link; none of the person's words.
 */
export function targetMissedMail(
  cfg: DeskConfig,
  r: RequestRow,
  targetHours: number,
  dueAt: Date,
): DeskMail {
  const kind = kindNames.en[r.kind as Kind];
  return {
    to: cfg.operatorInbox,
    subject: `Reply target missed: request ${r.reference}`,
    text: [
      `Request ${r.reference} (${kind}) has waited longer than its reply-time target of ${targetHours} hours.`,
      "",
      `Waiting for the team since: ${r.waiting_since ? formatIst(r.waiting_since, "en") : "-"}`,
      `Target was: ${formatIst(dueAt, "en")}`,
      `Assigned to: ${r.assigned_name ?? "nobody"}`,
      "",
      "Open it on the desk:",
      staffRequestUrl(cfg, r),
      "",
      "This mail is sent once per request.",
    ].join("\n"),
  };
}

/**
 * The page a closed request's "Did this help?" is answered on (the private link still opens it;
 * `helped=ask` shows the question without JavaScript too).
 */
export function helpedUrl(cfg: DeskConfig, token: string, locale: Locale): string {
  return `${privateUrl(cfg, token, locale)}&helped=ask#helped`;
}

/**
 * The person's mail when the team closes their request (issue 32): it is closed, and one
 * question, "Did this help?", answered on the request's page (Yes or No, optional words).
 */
export function closedMail(cfg: DeskConfig, r: RequestRow, token: string): DeskMail {
  const l = r.language === "hi" ? "hi" : "en";
  const link = helpedUrl(cfg, token, l);
  const text =
    l === "hi"
      ? [
          `नमस्ते ${cleanLine(r.name)},`,
          "",
          `आपकी रिक्वेस्ट ${r.reference} अब बंद कर दी गई है।`,
          "",
          "क्या इससे मदद मिली? हाँ / नहीं",
          "एक क्लिक में बताएँ, चाहें तो कुछ शब्द भी लिखें:",
          link,
          "",
          "दोबारा कुछ पूछना हो तो नई रिक्वेस्ट भेजें।",
          "",
          `- ${cfg.teamName}`,
        ]
      : [
          `Hello ${cleanLine(r.name)},`,
          "",
          `Your request ${r.reference} is now closed.`,
          "",
          "Did this help? Yes / No",
          "Tell us on your request's page, with a few words if you like:",
          link,
          "",
          "To ask something else, send a new request.",
          "",
          `- ${cfg.teamName}`,
        ];
  return {
    to: r.email!,
    subject:
      l === "hi"
        ? `आपकी रिक्वेस्ट ${r.reference} बंद हुई: क्या इससे मदद मिली?`
        : `Your request ${r.reference} is closed: did this help?`,
    text: text.join("\n"),
  };
}
