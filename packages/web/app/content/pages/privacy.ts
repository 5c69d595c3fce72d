import { PAGE_VIEWS_KEEP_DAYS } from "@saathi/desk/contract";
import { shownGrievanceEmail, site } from "../../config/site.ts";
import type { Page } from "../types.ts";

/*
 * What this page says the site does must stay true of the code: accounts live in the
 * auth server's PostgreSQL (PGlite under AUTH_DATA_DIR, or DATABASE_URL, or a hosted
 * Supabase project), /account offers Download my data and Delete account
 * (DELETE /api/account), mail waits in auth_server.mail_outbox until sent, and the
 * browser keeps the session in localStorage. The service desk (packages/desk, decision 0022)
 * keeps requests and subscriptions in the same database, deletes closed requests
 * `site.desk.retentionMonths` after closing (open ones are closed after
 * `site.desk.closeInactiveMonths` without activity), and its mail waits in desk.mail_outbox. Page
 * views are a number per page and day (desk.page_views), kept PAGE_VIEWS_KEEP_DAYS days. The
 * grievance contact is deployer configuration (config/site.ts, `grievance`).
 */
const { grievance, desk } = site;
const grievanceEmail = shownGrievanceEmail();

const page: Page = {
  path: "/privacy",
  reviewed: "2026-11-26",
  title: "Privacy policy",
  description:
    "What Saathi keeps about you when you make an account, ask us for help or get mail from us, why, for how long and where, and how to use your rights under India's Digital Personal Data Protection Act 2023.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Privacy",
      title: "Privacy policy",
      lead: "You can read every page of Saathi without an account, and then we keep nothing about you. If you make an account, this page says what we keep, why, for how long, where, and how you can see, correct or delete it.",
      icon: "shield-check",
    },
    {
      kind: "list",
      id: "what-we-keep",
      heading: "What we keep, and why",
      style: "bullet",
      items: [
        {
          title: "Reading the site: nothing about you",
          body: `Pages, search and the guides work without an account. The site uses no analytics service, no advertising and no tracking cookies. Our server only counts how many times each page is read each day: a number per page, with nothing about who read it (no address, cookie or browser), kept ${PAGE_VIEWS_KEEP_DAYS} days. Videos load from YouTube's privacy-enhanced host (youtube-nocookie.com) only when you press play.`,
        },
        {
          title: "Your account",
          body: "Your email address, your password stored only as a one-way hash (nobody can read it back), and a display name if you add one. We need these to create your account and let you sign in.",
        },
        {
          title: "Extra sign-in methods, if you turn them on",
          body: "For two-factor authentication, the secret your authenticator app shares with us. For a passkey, its public key and the name you give it (never your fingerprint or face: they stay on your device). For Sign in with Google, the name, email address and account number Google sends us.",
        },
        {
          title: "Sessions and a security log",
          body: "For each device you are signed in on, a session with its start time, browser and network (IP) address, so you can see and end your sessions. A log of account events (sign-up, sign-in, password and email changes) with their time and network address, to protect your account and look into abuse.",
        },
        {
          title: "Requests you send us",
          body: "When you ask us for help (a message, a session, a companion to an appointment, support in a ward), we keep what you wrote in the form: your name, your email address or phone number, the language and time to call you in, the details you give (city, hospital, dates, class) and the page you came from, the messages between you and our team, and when you agreed to be contacted. We need them to answer you. Our team reads them; a copy of each new request goes to our team's inbox by email.",
        },
        {
          title: "The weekly email, if you subscribe",
          body: "Your email address, the language of the email, and when you confirmed. We send one email a week listing new and reviewed guides, only after you confirm, and nothing else.",
        },
        {
          title: "Mail we send you",
          body: "Sign-in links and codes, confirmations and password resets, the answers to your requests, and the weekly email if you asked for it go to your email address. Each message waits in a queue on our server only until it is sent. We send no marketing.",
        },
      ],
    },
    {
      kind: "accordion",
      id: "how-long-and-where",
      heading: "How long we keep it, and where",
      items: [
        {
          title: "How long",
          body: [
            "Your account, its sign-in methods and its sessions: until you delete the account. Deleting it removes all of them at once, and signs you out everywhere.",
            "Sign-in links and codes expire after a short time, and a session ends when you sign out or it expires.",
            "The security log of account events: kept for as long as we need it to keep accounts safe, and then deleted. It may outlast a deleted account for that reason; it holds no passwords.",
            `A request and its messages: until ${desk.retentionMonths} months after it is closed (a request no one has written on or changed for ${desk.closeInactiveMonths} months is closed then), or until you delete it from its page or delete the account it belongs to. The weekly email: until you unsubscribe, with the link in every email.`,
          ],
        },
        {
          title: "Where",
          body: [
            "On the server of the organisation that runs this site, in its PostgreSQL database (either built into the server's data folder or a PostgreSQL server it runs), or in the Supabase project it uses for accounts. Mail passes through its mail provider. If you use Sign in with Google, Google also knows that you signed in here.",
            "We don't sell or rent your data, and we share it with no one except the providers that run these services for us, or where the law requires it.",
          ],
        },
      ],
    },
    {
      kind: "list",
      id: "your-rights",
      heading: "Your rights, and how to use them",
      intro:
        "India's Digital Personal Data Protection Act gives you these rights over your personal data. Most of them you can use yourself, at once, from your account page.",
      style: "check",
      items: [
        {
          title: "See what we keep (access)",
          body: "On /account, Your data: Download my data gives you everything in your account as a file (JSON), with the requests you sent while signed in and your subscriptions. Each request's page shows what you told us. Write to us for a summary of how we use it.",
        },
        {
          title: "Correct it",
          body: "On /account, change your display name, email address and password. For anything else, write to us.",
        },
        {
          title: "Delete it (erasure)",
          body: "On /account, Your data: Delete account removes your account and everything linked to it, its requests and subscriptions too. A request's own page lets you delete that request, with or without an account. You can also ask us to do it.",
        },
        {
          title: "Withdraw your consent",
          body: "Deleting your account or a request withdraws it: we stop using that data and remove it as described above. Every weekly email has a link to unsubscribe at once.",
        },
        {
          title: "Nominate someone",
          body: "You can name a person to use these rights for you if you die or can no longer use them yourself. Write to us with their name and how to reach them.",
        },
        {
          title: "Complain (grievance redressal)",
          body: "Write to our grievance contact below. If you are not satisfied with our answer, you can then complain to the Data Protection Board of India.",
        },
      ],
    },
    {
      kind: "callout",
      tone: "info",
      heading: "Grievance contact",
      body: `${grievance.officer.en}, ${grievance.organisation.en}. ${grievanceEmail ? `Email: ${grievanceEmail}.` : 'Write to them through the request form on this site (choose "Something else").'} ${grievance.reply.en} Tell us the email address of your account so that we can find it; we may ask you to confirm it is you before we act.`,
    },
    {
      kind: "accordion",
      id: "cookies",
      heading: "Cookies and storage in your browser",
      items: [
        {
          title: "What the site keeps in your browser",
          body: [
            "When you sign in, your browser keeps your session in its local storage, so you stay signed in from page to page. Signing out removes it. The site sets no cookies of its own and no tracking cookies.",
            "YouTube videos are loaded from youtube-nocookie.com only when you press play; YouTube's own terms apply to the video player.",
            "If you choose your state, your browser keeps the choice, and so does your account while you are signed in, until you press Forget my state or delete the account. A PIN code you type is looked up in your browser, in a table of India Post's PIN codes that it fetches from this site: only the PIN code's first three digits reach our server, as the name of the part of the table your browser asks for.",
          ],
        },
      ],
    },
    {
      kind: "accordion",
      heading: "More about this policy",
      items: [
        {
          title: "Children",
          body: [
            "Accounts are for people aged 18 or over, such as parents and relatives. Students of any age can read every page without an account.",
          ],
        },
        {
          title: "The law behind your rights",
          body: [
            "Your rights of access, correction and erasure, grievance redressal and nomination are set out in sections 11 to 14 of {fact:dpdp-act}, and the Rules made under it in 2025.",
          ],
        },
        {
          title: "Changes to this policy",
          body: [
            "If we change what we keep or why, we update this page and the date below. If the change matters for your account, we tell you by email first.",
          ],
        },
      ],
    },
    {
      kind: "cta",
      heading: "Your account",
      body: "Download your data, correct it or delete your account from your account page.",
      actions: [{ label: "Open your account", href: "/account" }],
    },
  ],
};

export default page;
