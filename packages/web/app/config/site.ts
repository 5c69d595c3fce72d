/**
 * The one site config: brand, contact details and support hours, so a deployer
 * can rebrand and put in real contact lines without touching pages. The contact
 * defaults below are placeholders: `npm start` warns while any is left unchanged
 * (see placeholderContactFields), and README's "Deployment" section lists them.
 * Urgent-help numbers are not configuration: they live in content/urgent-help.ts.
 * The words about the site and its team (tagline, blurb, the trust line, the city, how soon
 * email is answered) are in each language's catalogue, `i18n/<lang>/site.ts`, so every
 * language says them in its own words and a page carries only its own.
 */
import type { Locale } from "../i18n/locales.ts";
import { SITE_NAME } from "./brand.ts";
/** A day of the week as ISO 8601 numbers it: 1 is Monday, 7 is Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type SupportHours = {
  /** Days open, first to last: { first: 1, last: 5 } is Monday to Friday (named in the page's language). */
  days: { first: Weekday; last: Weekday };
  /** 24-hour "HH:MM" in `timeZone`. */
  opens: string;
  closes: string;
  /** An IANA time zone. Hours are also shown in IST when this is another zone. */
  timeZone: string;
};

export type ContactConfig = {
  /** Who answers: a team or organisation name. */
  name: string;
  /** Phone as people read it, and as dialled (E.164, for tel: links). */
  phone: { display: string; tel: string };
  /** WhatsApp number as E.164 digits without "+" (for wa.me links), and as read. */
  whatsapp: { display: string; number: string };
  email: string;
  hours: SupportHours;
};

/**
 * Who answers privacy requests and complaints (India's DPDP Act 2023, section 8(10) and
 * 13): shown on /privacy. A deployment names its own grievance officer or contact.
 */
export type GrievanceConfig = {
  /** The organisation responsible for the personal data (the "Data Fiduciary"), as each language writes it. */
  organisation: InEveryLanguage;
  /** The person or role who answers grievances. */
  officer: InEveryLanguage;
  email: string;
  /** How soon a grievance is answered, in words. */
  reply: InEveryLanguage;
};

/** Words a deployer writes once per language of the site (/privacy shows each page's own). */
export type InEveryLanguage = Record<Locale, string>;

export const placeholderGrievance: GrievanceConfig = {
  organisation: {
    en: "The organisation that runs this Saathi site",
    hi: "इस साथी साइट को चलाने वाली संस्था",
  },
  officer: { en: "Grievance Officer", hi: "शिकायत अधिकारी" },
  email: "grievance@saathi.example",
  reply: {
    en: "We acknowledge a request within 7 days and answer it within 30 days.",
    hi: "हम 7 दिन के अंदर अनुरोध मिलने की पुष्टि करते हैं और 30 दिन के अंदर जवाब देते हैं।",
  },
};

/** The grievance fields a deployment has not yet changed from the placeholders. */
export function placeholderGrievanceFields(grievance: GrievanceConfig = site.grievance): string[] {
  const fields: string[] = [];
  const placeholderNames = Object.values(placeholderGrievance.organisation);
  if (Object.values(grievance.organisation).some((name) => placeholderNames.includes(name)))
    fields.push("grievance.organisation");
  if (grievance.email === placeholderGrievance.email || grievance.email.endsWith(".example"))
    fields.push("grievance.email");
  return fields;
}

/**
 * The service desk's settings (packages/desk; README "Service desk"). `npm start` reads them at
 * start-up; DESK_OPERATOR_INBOX and DESK_RETENTION_MONTHS override the first two without a rebuild.
 */
export type DeskSettings = {
  /** Every new request is mailed here. Undefined: the contact email below. */
  operatorInbox?: string;
  /** Closed requests are deleted this many months after closing. */
  retentionMonths: number;
  /** The promised reply, in hours of support time (SPEC: within 2 hours). */
  replyWithinHours: number;
};

export const defaultDesk: DeskSettings = {
  retentionMonths: 12,
  replyWithinHours: 2,
};

/** The placeholders shipped with the code; a deployment replaces every one. */
export const placeholderContact: ContactConfig = {
  name: "Saathi support team",
  phone: { display: "+91 00000 00000", tel: "+910000000000" },
  whatsapp: { display: "+91 00000 00000", number: "910000000000" },
  email: "support@saathi.example",
  hours: { days: { first: 1, last: 5 }, opens: "09:00", closes: "18:00", timeZone: "Asia/Kolkata" },
};

export const site = {
  name: SITE_NAME,
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. */
  url: (import.meta.env?.VITE_SITE_URL as string | undefined) ?? "http://127.0.0.1:8080",
  /** Deployer configuration: replace the placeholders with your real details. */
  contact: placeholderContact as ContactConfig,
  /** Deployer configuration: who answers privacy requests and grievances (/privacy). */
  grievance: placeholderGrievance as GrievanceConfig,
  /** Deployer configuration: the service desk (operator's inbox, retention, support days). */
  desk: defaultDesk as DeskSettings,
  /** The footer's copyright year: the year the site was built (pages are prerendered then). */
  copyrightYear: new Date().getFullYear(),
} as const;

/**
 * The contact fields a deployment has not yet changed from the placeholders.
 * The hours are a real default (office hours in IST);
 * the phone, WhatsApp number and email address must be a deployer's own.
 */
export function placeholderContactFields(contact: ContactConfig = site.contact): string[] {
  const fields: string[] = [];
  if (contact.phone.tel === placeholderContact.phone.tel) fields.push("contact.phone");
  if (contact.whatsapp.number === placeholderContact.whatsapp.number)
    fields.push("contact.whatsapp");
  if (contact.email === placeholderContact.email || contact.email.endsWith(".example"))
    fields.push("contact.email");
  return fields;
}
