/**
 * The desk's mails, plain text, in the person's language. Everything a person typed goes through
 * text.ts first (one-line values stay on one line, long text is quoted for the operator); subjects
 * hold only the reference and fixed words. The words of each language are its table in
 * mail-words/; the operator's and on-call mails stay in English.
 */
import {
  LOCALE_NAMES,
  localeOr,
  localePrefix,
  type DeskConfig,
  type DigestGuide,
  type Locale,
  type ReminderExam,
} from "../config.ts";
import type { DeskMail } from "../storage/outbox.ts";
import type { RequestRow } from "../storage/requests.ts";
import { formatIst, hoursInIst } from "./hours.ts";
import { cleanLine, cleanText, quote } from "./text.ts";
import { MAIL_WORDS, type Letter } from "./mail-words/index.ts";
import { bestTimeNames, detailNames, kindNames, type Kind } from "./words.ts";

const prefix = localePrefix;

/** A request's language as a code we write in (a row from before a language was dropped: English). */
const languageOf = (r: Pick<RequestRow, "language">): Locale => localeOr(r.language, "en");

function letter(to: string, { subject, lines }: Letter): DeskMail {
  return { to, subject, text: lines.join("\n") };
}

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
  return MAIL_WORDS[locale].hours(cfg.daysInWords[locale], opens, closes);
}

export function acknowledgementMail(
  cfg: DeskConfig,
  r: RequestRow,
  token: string,
  now: Date,
): DeskMail {
  const l = languageOf(r);
  return letter(
    r.email!,
    MAIL_WORDS[l].acknowledgement({
      name: cleanLine(r.name),
      siteName: cfg.siteName,
      teamName: cfg.teamName,
      reference: r.reference,
      kind: kindNames[l][r.kind as Kind],
      due: r.reply_due_at ? formatIst(r.reply_due_at, l) : "",
      hoursLine: hoursLine(cfg, l, now),
      link: privateUrl(cfg, token, l),
      urgentLines: cfg.urgentLines[l],
      // A request that speaks of a danger now gets the urgent lines first, before anything else.
      possibleRisk: r.possible_risk,
    }),
  );
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
    `Preferred language: ${LOCALE_NAMES[languageOf(r)]}`,
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
    `Preferred language: ${LOCALE_NAMES[languageOf(r)]}`,
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
  const l = languageOf(r);
  return letter(
    r.email!,
    MAIL_WORDS[l].staffReply({
      name: cleanLine(r.name),
      teamName: cfg.teamName,
      who: cleanLine(author) || cfg.teamName,
      reference: r.reference,
      body: cleanText(body),
      link: privateUrl(cfg, token, l),
    }),
  );
}

export function confirmSubscriptionMail(
  cfg: DeskConfig,
  email: string,
  locale: Locale,
  confirmToken: string,
  unsubscribe: string,
): DeskMail {
  return {
    ...letter(
      email,
      MAIL_WORDS[locale].confirmSubscription({
        siteName: cfg.siteName,
        link: `${cfg.siteUrl}${prefix(locale)}/subscribe/confirm?t=${confirmToken}`,
        unsubscribe: unsubscribePage(cfg, unsubscribe, locale),
      }),
    ),
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
  return {
    ...letter(
      email,
      MAIL_WORDS[locale].digest({
        siteName: cfg.siteName,
        guides: guides.flatMap((g) => [`- ${cleanLine(g.title)}`, `  ${cfg.siteUrl}${g.path}`]),
        unsubscribe: unsubscribePage(cfg, unsubscribe, locale),
      }),
    ),
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
  return letter(
    to,
    MAIL_WORDS[locale].reminder({
      siteName: cfg.siteName,
      teamName: cfg.teamName,
      exam: cleanLine(exam.name[locale]),
      when: cleanLine(exam.when[locale]),
      daysLeft,
      site: exam.site,
      calendar: `${cfg.siteUrl}${prefix(locale)}${exam.path}`,
      stress: `${cfg.siteUrl}${prefix(locale)}/exam-stress`,
    }),
  );
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
  const l = languageOf(r);
  return letter(
    r.email!,
    MAIL_WORDS[l].closed({
      name: cleanLine(r.name),
      teamName: cfg.teamName,
      reference: r.reference,
      link: helpedUrl(cfg, token, l),
    }),
  );
}
