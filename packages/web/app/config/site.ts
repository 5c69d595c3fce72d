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
    bn: "যে সংস্থা এই সাথী সাইট চালায়",
    mr: "ही साथी साइट चालवणारी संस्था",
  },
  officer: {
    en: "Grievance Officer",
    hi: "शिकायत अधिकारी",
    bn: "অভিযোগ আধিকারিক",
    mr: "तक्रार अधिकारी",
  },
  email: "grievance@saathi.example",
  reply: {
    en: "We acknowledge a request within 7 days and answer it within 30 days.",
    hi: "हम 7 दिन के अंदर अनुरोध मिलने की पुष्टि करते हैं और 30 दिन के अंदर जवाब देते हैं।",
    bn: "আমরা ৭ দিনের মধ্যে অনুরোধ পাওয়ার কথা জানাই এবং ৩০ দিনের মধ্যে উত্তর দিই।",
    mr: "आम्ही ७ दिवसांत विनंती मिळाल्याचे कळवतो आणि ३० दिवसांत उत्तर देतो.",
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
 * start-up; DESK_OPERATOR_INBOX, DESK_RETENTION_MONTHS and DESK_CLOSE_INACTIVE_MONTHS override the
 * inbox and the two retention settings without a rebuild.
 */
export type DeskSettings = {
  /** Every new request is mailed here. Undefined: the contact email below. */
  operatorInbox?: string;
  /** Closed requests are deleted this many months after closing. */
  retentionMonths: number;
  /** Open requests with no activity this many months are closed (then deleted as closed ones are). */
  closeInactiveMonths: number;
  /** The promised reply, in hours of support time (SPEC: within 2 hours). */
  replyWithinHours: number;
  /**
   * Days the desk is closed although they are open days: "MM-DD" every year, "YYYY-MM-DD" once,
   * in the hours' time zone. DESK_HOLIDAYS overrides it at start-up (README "Service desk").
   */
  holidays: string[];
};

export const defaultDesk: DeskSettings = {
  retentionMonths: 12,
  closeInactiveMonths: 6,
  replyWithinHours: 2,
  // India's three national holidays, the same date every year: Republic Day, Independence Day,
  // Gandhi Jayanti. A deployment adds its state's and its festivals' days (DESK_HOLIDAYS).
  holidays: ["01-26", "08-15", "10-02"],
};

/**
 * Issue 29: who runs the site and answers requests, and where it is on social networks, as the
 * deployer states them. Nothing here is invented: left empty, /about and /our-team say what is
 * true without names, and the footer shows no social links.
 */
export type PeopleConfig = {
  /** The organisation that runs this deployment, in each language; undefined: not named. */
  operator?: InEveryLanguage;
  /** The people who answer requests, with their role in each language; empty: no names shown. */
  team: { name: string; role: InEveryLanguage }[];
  /** Social profiles (full https URLs); empty: the footer shows none. */
  social: { network: "Facebook" | "Instagram" | "X" | "YouTube" | "LinkedIn"; url: string }[];
};

export const defaultPeople: PeopleConfig = { team: [], social: [] };

/** The placeholders shipped with the code; a deployment replaces every one. */
export const placeholderContact: ContactConfig = {
  name: "Saathi support team",
  phone: { display: "+91 00000 00000", tel: "+910000000000" },
  whatsapp: { display: "+91 00000 00000", number: "910000000000" },
  email: "support@saathi.example",
  hours: { days: { first: 1, last: 5 }, opens: "09:00", closes: "18:00", timeZone: "Asia/Kolkata" },
};

/**
 * The origin the build writes into pages, files and the sitemap. It is only the build's: `npm start`
 * rewrites it to the deployment's public origin as it loads the build (server/site-origin.ts).
 */
export const BUILD_SITE_URL = (
  (import.meta.env?.VITE_SITE_URL as string | undefined) ?? "http://127.0.0.1:8080"
).replace(/\/+$/, "");

/**
 * In the browser, the origin the server wrote into this page (its canonical link), so what the
 * scripts make (share links) says the same address as the page, whatever the build's default was.
 */
function servedSiteUrl(): string | undefined {
  if (typeof document === "undefined") return undefined;
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
  if (!canonical) return undefined;
  try {
    return new URL(canonical).origin;
  } catch {
    return undefined;
  }
}

export const site = {
  name: SITE_NAME,
  /**
   * Absolute origin used for canonical URLs, Open Graph, JSON-LD, share links and the sitemap: the
   * build's while prerendering (the server rewrites it at start), the served page's in the browser.
   */
  get url(): string {
    return servedSiteUrl() ?? BUILD_SITE_URL;
  },
  /** Deployer configuration: replace the placeholders with your real details. */
  contact: placeholderContact as ContactConfig,
  /** Deployer configuration: who answers privacy requests and grievances (/privacy). */
  grievance: placeholderGrievance as GrievanceConfig,
  /** Deployer configuration: who runs the site, who answers, social profiles (issue 29). */
  people: defaultPeople as PeopleConfig,
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

/**
 * The contact lines to show (issue 29): only what the deployer has set. A placeholder is never
 * shown as if it were real; the request form and the urgent-help lines remain on every page.
 */
export function shownContact(contact: ContactConfig = site.contact): {
  phone?: ContactConfig["phone"];
  whatsapp?: ContactConfig["whatsapp"];
  email?: string;
} {
  const unset = placeholderContactFields(contact);
  return {
    ...(unset.includes("contact.phone") ? {} : { phone: contact.phone }),
    ...(unset.includes("contact.whatsapp") ? {} : { whatsapp: contact.whatsapp }),
    ...(unset.includes("contact.email") ? {} : { email: contact.email }),
  };
}

/** The grievance email to show, or undefined while it is the placeholder. */
export function shownGrievanceEmail(
  grievance: GrievanceConfig = site.grievance,
): string | undefined {
  return placeholderGrievanceFields(grievance).includes("grievance.email")
    ? undefined
    : grievance.email;
}
