/**
 * The shapes of the site's copy. A page is plain, serialisable data (it travels
 * from the build-time loader to the browser as JSON), rendered by one component
 * per section kind (frame/sections/section-view.tsx).
 */
import type { IconName } from "../config/icon-registry.ts";
import type { RequestKind } from "../config/request-kinds.ts";
import type { CalendarEntry } from "./exam-dates.ts";
import type { SitePath } from "./routes.ts";

export type { IconName, SitePath };

/**
 * The service desk's forms as a page links to them (issue 23): the request form for a kind, from
 * that page (`source`), or for Live Chat (`chat=1`); the subscription form. The site server and the
 * form read these parameters (features/desk/prefill.ts).
 */
export type DeskHref =
  | `/request?kind=${RequestKind}&source=${SitePath}`
  | `/request?kind=${RequestKind}&chat=1&source=${SitePath}`
  | `/request?source=${SitePath}`
  | `/subscribe?source=${SitePath}`;

/**
 * An in-site link target: a content route, optionally with a #fragment, the account page, or a
 * service desk form.
 */
export type Href = SitePath | `${SitePath}#${string}` | "/account" | DeskHref;

/** A notice shown as a toast or panel (texts live in notices.ts). */
export type Notice = {
  title: string;
  description: string;
  variant?: "default" | "destructive";
  /** Milliseconds; Infinity keeps the toast until it is dismissed. */
  duration?: number;
  /** Adds India's urgent-help lines (content/urgent-help.ts) as tappable links. */
  crisisLines?: boolean;
  /**
   * Links shown as the notice's actions, each as prominent as the others: Emergency Help's
   * "Call 112" and "Call Tele-MANAS 14416". `detail` is a short line under the label.
   */
  links?: { label: string; href: string; detail?: string }[];
  /** A last line, after the lines and the actions. */
  footnote?: string;
};

/** A button either goes somewhere or shows a notice; nothing else is wired. */
export type Action =
  | {
      label: string;
      href: Href;
      variant?: "primary" | "secondary";
      /** Words a screen reader hears after a short label ("Learn more"), so the link says where it goes. */
      detail?: string;
    }
  | { label: string; notice: Notice; variant?: "primary" | "secondary" };

export type Card = {
  title: string;
  body: string;
  icon?: IconName;
  /** Bullet points under the body. */
  points?: string[];
  /** A worked example, shown set apart ("Example: ..."). */
  example?: string;
  action?: Action;
};

export type AccordionItem = {
  title: string;
  /** Paragraphs. */
  body: string[];
  points?: string[];
  link?: { label: string; href: Href };
};

export type ListItem = string | { title: string; body: string };

/** Figures in a stat's value cite facts ({fact:id}); the page's Sources list names them. */
export type Stat = {
  value: string;
  label: string;
  description?: string;
};

export type Resource = {
  title: string;
  description: string;
  type: "Guide" | "DOC" | "Audio" | "PDF" | "Video";
  href: Href;
  icon: IconName;
};

/**
 * A lecture's words (issue 29): the script the device's voice reads aloud and the page shows as the
 * transcript, the key points its video summary shows as slides, and where its facts come from.
 * One file per lecture and language: content/lectures/<id>.ts, content/hi/lectures/<id>.ts.
 */
export type LectureScript = {
  /** The script in parts, read in order; each part's heading is read too. */
  parts: { heading: string; paragraphs: string[] }[];
  /** Four to six slides for the video summary: a short title and a one- or two-sentence caption. */
  keyPoints: { title: string; caption: string }[];
  /** Where the lecture's facts can be checked. */
  sources: { title: string; url: string }[];
};

/**
 * SPEC.md section 3: Lecture. Its duration is not typed: it is computed from the script's length
 * (content/lecture-duration.ts), so it is always the time the reading takes.
 */
export type Lecture = LectureScript & {
  /** A stable id, the same in every language (the file name of its script). */
  id: string;
  title: string;
  description: string;
  category: string;
  icon: IconName;
};

/** SPEC.md section 3: Template; formats are drawn from PDF, DOCX and XLSX. */
export type TemplateFormat = "PDF" | "DOCX" | "XLSX";
/** A template's file in one format, made by the build (features/downloads/templates.ts). */
export type TemplateDownload = { format: TemplateFormat; href: string; bytes: number };
export type Template = {
  /**
   * The name of its files (weekly-study-planner.pdf), the same in every language: the build
   * writes each format under /downloads/templates/ (and /hi/downloads/templates/ in Hindi).
   */
  file: string;
  title: string;
  description: string;
  category: string;
  formats: TemplateFormat[];
  icon?: IconName;
  /** What is on the sheet: the sheet's fields, in its files too. */
  includes?: string[];
  /** Filled in at build time by the page's loader: each format's file and its size. */
  downloads?: TemplateDownload[];
  /** How its files lay the sheet out; without it, a box to write in for each of `includes`. */
  sheet?: TemplateSheetSpec;
};
/**
 * What a template's files show beyond its `includes`, in the page's language (laid out by
 * features/downloads/template-sheet.ts; the keys avoid words the translation test holds equal).
 */
export type TemplateSheetSpec = {
  /** The lines to write on at the top ("Patient's name"); "Name" and "Date" when not given. */
  top?: string[];
  /** How to use this sheet, in place of the general words. */
  howToUse?: string;
  layout?: TemplateSheetLayout;
};
export type TemplateSheetLayout =
  /** A log: `includes` are its columns (relative `widths`, one per column), one entry a row. */
  | { kind: "table"; widths: number[] }
  /**
   * A timetable: `across` as column headings, `down` as row labels (`corner` says what they are),
   * then a box to write in for each of `notes`.
   */
  | { kind: "grid"; corner: string; across: string[]; down: string[]; notes: string[] }
  /** A checklist: each of `includes` (under `item`) with a box to tick (`tick`) and room for `notes`. */
  | { kind: "checklist"; item: string; tick: string; notes: string };

/** SPEC.md section 3: Stream, with its per-stream accordions. */
export type Stream = {
  title: string;
  icon: IconName;
  color: "brand" | "sun" | "rose";
  description: string;
  careerPaths: { title: string; details: string }[];
  competition: string;
  statistics: { annualEnrollment: string; highEarnerPotential: string };
};

/** SPEC.md section 3: Job sector group; salary in LPA (lakh rupees per annum). */
export type JobSectorGroup = {
  title: string;
  summary: string;
  sectors: { name: string; vacancies: string; salary: string }[];
};

/** SPEC.md section 3: Video. Embedded by id from the privacy-enhanced YouTube host, on click only. */
export type Video = {
  /** The 11-character YouTube video id. */
  videoId: string;
  /** Its YouTube title where confirmed, else plain words for what it shows. */
  title: string;
  /** The YouTube channel that published it: only when confirmed (credits are never guessed). */
  channel?: string;
  /** ISO date the id, title and channel were last checked. */
  checked: string;
  description: string;
  /** Running time as shown on the poster, e.g. "20 min". */
  duration?: string;
  /**
   * Filled in by resolvePage, so the video library's code (a hydrating island) carries neither
   * the date formatter nor the script test: `checked` in the page's words, and "en" when the title
   * is English on a page in another language.
   */
  checkedWords?: string;
  titleLang?: "en";
};

export type VideoCategory = {
  /** The tab's URL value (?tab=value). */
  value: string;
  label: string;
  intro: string;
  videos: Video[];
};

/**
 * What a page shows right after its hero's lead (issue 30), filled in at build time by
 * content/resolve.ts, never written in page data: the urgent-help lines where people may be in
 * crisis, **Share** on a guide, and on a long page its contents.
 */
export type HeroAfter = {
  urgentHelp?: true;
  /** The page's title and its address in its language ("/hi/icu-ward-assistance"). */
  share?: { title: string; path: string };
  /** "On this page": each h2 section's anchor and heading, in order. */
  contents?: { id: string; label: string }[];
};

export type Section =
  | {
      kind: "hero";
      eyebrow?: string;
      title: string;
      lead: string;
      icon?: IconName;
      actions?: Action[];
      after?: HeroAfter;
    }
  | {
      kind: "home-hero";
      title: string;
      lead: string;
      trustLine: string;
      actions: Action[];
      audiences: { title: string; body: string; href: Href; icon: IconName; linkText: string }[];
    }
  | {
      kind: "card-grid";
      id?: string;
      heading: string;
      intro?: string;
      columns?: 2 | 3 | 4;
      cards: Card[];
    }
  | { kind: "accordion"; id?: string; heading: string; intro?: string; items: AccordionItem[] }
  | {
      kind: "list";
      id?: string;
      heading: string;
      intro?: string;
      /** "terms": a glossary, each item a word (title) and its meaning (body), as a <dl>. */
      style: "check" | "numbered" | "bullet" | "terms";
      items: ListItem[];
      /**
       * Issue 24: a checklist a person can tick ("check" or "numbered"). Needs an `id`, the same in
       * every language and never changed: ticks are kept, in the browser and on the account, under
       * it and each item's place in the list ("0" first), and the checklist is shared by it (#id).
       */
      checklist?: boolean;
    }
  | {
      kind: "comparison";
      id?: string;
      heading: string;
      intro?: string;
      columns: { title: string; tone: "positive" | "negative" | "neutral"; items: ListItem[] }[];
    }
  | { kind: "stats"; id?: string; heading: string; intro?: string; stats: Stat[] }
  | {
      kind: "callout";
      id?: string;
      tone: "info" | "urgent";
      heading: string;
      body: string;
      crisisLines?: boolean;
    }
  | { kind: "cta"; id?: string; heading: string; body: string; actions: Action[] }
  | {
      kind: "video-library";
      id?: string;
      heading: string;
      intro?: string;
      /** The first category is the default tab; the chosen one is kept in ?tab=value. */
      categories: VideoCategory[];
    }
  | {
      kind: "services";
      heading: string;
      intro: string;
      groups: { title: string; cards: (Card & { href: Href })[] }[];
    }
  | {
      kind: "resource-library";
      heading: string;
      intro: string;
      groups: { title: string; resources: Resource[] }[];
      subscribe: Action;
    }
  | { kind: "contact"; heading: string; intro: string }
  /**
   * Issue 35: "Your state": a plain choice of the 36 states and union territories that leads to
   * the state's page (a GET form the server answers with 303), and a PIN code looked up offline.
   */
  | { kind: "state-choice"; id?: string; heading: string; intro: string }
  | { kind: "lectures"; id?: string; heading: string; intro?: string; lectures: Lecture[] }
  | {
      /**
       * Issue 29: a lecture's summary as short slides (one per key point: title and caption), made
       * on the device and read aloud by its own voice where it has one for the page's language.
       */
      kind: "video-summary";
      id?: string;
      heading: string;
      body: string;
      /** The lectures it can summarise, in the page's order (their ids as in the lectures section). */
      lectures: Pick<Lecture, "id" | "title" | "keyPoints">[];
    }
  | {
      kind: "templates";
      id?: string;
      heading: string;
      intro?: string;
      templates: Template[];
    }
  | {
      /** Issue 24: the year's exams, each with its date or expected months and a calendar file. */
      kind: "exam-calendar";
      heading: string;
      intro?: string;
      /** content/exam-dates.ts in the page's language (examEntries), in the order of the year. */
      exams: CalendarEntry[];
      /**
       * Issue 35: a state page's list of its exams (stateExamEntries): the cards only, all shown,
       * without the calendar's file of all, its filter or its note on states.
       */
      onStatePage?: true;
    }
  | { kind: "streams"; id?: string; heading: string; intro?: string; streams: Stream[] }
  | {
      kind: "job-sectors";
      id?: string;
      heading: string;
      intro?: string;
      groups: JobSectorGroup[];
    }
  | StreamExplorer
  | Breathing
  | CareCards;

export type SectionKind = Section["kind"];

/** Issue 35: how soon to get care, as the NHS care cards say it (emergency, urgent, routine). */
export type CareLevel = "emergency" | "urgent" | "routine";

/**
 * Issue 35: "what to do now, in three levels", after the NHS design system's care cards. Each card's
 * heading says its level in words ("Emergency: call {line:emergency} now if", "Urgent: ...",
 * "Routine: ..."), so the level never rests on colour or the icon alone; its signs are only guidance
 * the page sources (a fact in the intro or the page's other sections), never a diagnosis. Static
 * markup: no code of its own in the browser.
 */
export type CareCards = {
  kind: "care-cards";
  id?: string;
  heading: string;
  intro?: string;
  /** In the order of urgency, most urgent first: one card per level the page has a reason for. */
  cards: {
    level: CareLevel;
    /** Starts with the level's word in the page's language ("Emergency:", "इमरजेंसी:"). */
    heading: string;
    /** The signs or situations, each a short line. */
    signs: string[];
    /** What to do or say, after the signs. */
    action?: string;
  }[];
};

/**
 * Issue 29: a paced breathing practice (/breathing-practice). A circle grows on the in-breath and
 * shrinks on the out-breath, with the words and a count (only the words and count under reduced
 * motion), for a length a person picks, and the cues spoken by the device's voice when asked. Its
 * steps are plain text, read without JavaScript. Every word is the page's data, in its language.
 */
export type Breathing = {
  kind: "breathing";
  id: string;
  heading: string;
  intro?: string;
  /** Seconds of each in-breath and out-breath (a longer out-breath: 4 and 6). */
  pace: { in: number; out: number };
  /** The lengths offered, in minutes, and the one chosen at first (one of them). */
  minutes: number[];
  startMinutes: number;
  /** How to do it, in order: readable as they are, with or without the timer. */
  steps: string[];
  words: {
    stepsHeading: string;
    /** The legend of the length choice; each length reads "<n> <minute>". */
    length: string;
    minute: string;
    start: string;
    pause: string;
    resume: string;
    stop: string;
    speak: string;
    speakHint: string;
    /** What the pacer says before the start, in, out, while paused and at the end. */
    ready: string;
    breatheIn: string;
    breatheOut: string;
    paused: string;
    done: string;
    /** After the time left ("2:40 left"). */
    left: string;
    /** Said to screen readers once each (the pacer itself is not read out). */
    started: string;
    resumed: string;
    stopped: string;
    finished: string;
    /** Shown when JavaScript is off: the steps still work. */
    noScript: string;
  };
};

/**
 * Issue 24: the stream explorer's words in one language (questions, answers, reasons, links). What
 * each answer counts for, and which reason it gives, is content/stream-explorer.ts (the same in
 * every language); every `id` here must match it, as its test checks.
 */
export type StreamExplorer = {
  kind: "stream-explorer";
  id: string;
  heading: string;
  intro: string;
  /** The clear line that it is a way to think, not a test. */
  notATest: string;
  /** Where the answers stay (this browser, unless saved to the account). */
  privacy: string;
  questions: {
    id: string;
    legend: string;
    hint?: string;
    options: { id: string; label: string }[];
  }[];
  streams: {
    id: "science" | "commerce" | "arts";
    name: string;
    /** The parts of this guide that matter for the stream (#ids of its sections). */
    links: { label: string; href: `#${string}` }[];
  }[];
  /** Each answer's reason, in plain words: id `<question>.<option>.<stream or "all">`. */
  reasons: { id: string; text: string }[];
  /** The next step, for everyone: a part of the guide. */
  next: { label: string; href: `#${string}` };
  words: {
    submit: string;
    reset: string;
    results: string;
    fit: { strong: string; some: string; weak: string };
    readMore: string;
    /** Under a stream none of the answers point to. */
    none: string;
    alsoThink: string;
    empty: string;
    save: string;
    saved: string;
    saveFailed: string;
    noScript: string;
  };
};

/**
 * A review of a translation that is not a sign-off: the reviewer compared the page with its
 * English twin (every page field by field; "full" pages read whole as well, "sampled" ones only
 * in part), and the fixes were applied on `date`. It is recorded, never shown: the page still
 * says it is unreviewed until a person marks it `reviewed` (README "Languages").
 */
export type SecondRead = { date: string; extent: "full" | "sampled" };

export type Page = {
  path: SitePath;
  /** The <title> and the first heading's subject. */
  title: string;
  /** Meta and Open Graph description: one or two plain sentences. */
  description: string;
  /** ISO date (YYYY-MM-DD) the page's content was last reviewed; shown and in JSON-LD. */
  reviewed: string;
  sections: Section[];
  /**
   * A translated page (content/<lang>/pages/): whether a reader fluent in the language has
   * reviewed it against the English. Shown at the page's foot; README "Languages" says how a
   * reviewer marks it.
   */
  translation?:
    | { status: "unreviewed"; secondRead?: SecondRead }
    | { status: "reviewed"; reviewer: string; date: string; secondRead?: SecondRead };
};
