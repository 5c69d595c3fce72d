/** Issue 24's tools: the exam calendar, its calendar files, the templates' downloads, checklists and sharing. */
export const tools = {
  calendar: {
    groups: { entrance: "Entrance exam", boards: "Board exam", counselling: "Counselling" },
    announced: "Announced",
    expected: "Expected",
    /** An announced exam's day or days. */
    dateLabel: "Date",
    /** Where an expected exam's date would be. */
    expectedLabel: "Expected",
    expectedWhen: (months: string) => `${months}: no date announced yet`,
    /** An expected exam's latest dates that could be confirmed (last cycle's, or an earlier one). */
    lastTimeLabel: "Latest confirmed dates",
    whoLabel: "Who it is for",
    byLabel: "Conducted by",
    officialSite: "Official site",
    notice: "Official notice",
    reported: "News report",
    /** Between an expected exam's latest confirmed dates and the link to their source. */
    sourceAfterDates: ". Source: ",
    checked: (date: string) => `Checked on ${date}`,
    addToCalendar: "Add to calendar",
    /** The calendar link's accessible name; its visible text is addToCalendar. */
    addToCalendarName: (exam: string) => `Add to calendar: ${exam} (.ics file)`,
    /** A signed-in person's reminder by mail (the dialog's own words load when it opens). */
    remindMe: "Email me a reminder",
    remindMeName: (exam: string) => `Email me a reminder: ${exam}`,
    feedHeading: "Every exam in your calendar",
    feedBody:
      "One file with all of them: your phone's calendar adds each as an all-day event. An expected one is a single day, the first of its likely month, that says the date is not yet announced; download the file again when a date is announced and the event moves to it.",
    /** The filter by kind (issue 30): radio buttons that work without JavaScript (app.css). */
    filterLegend: "Show exams for",
    filterAll: "All",
    kinds: {
      boards: "Boards",
      engineering: "Engineering",
      medical: "Medical",
      law: "Law",
      defence: "Defence",
      universities: "Universities (CUET)",
    },
    /** A filter choice with how many exams it shows. */
    kindCount: (kind: string, count: string) => `${kind} (${count})`,
    /** Issue 35: a state's own exams, shown where this browser keeps the state. */
    stateHeading: "Your state's board and entrance exams",
    stateBody:
      "The calendar lists the exams for all of India, and the state boards it has always had. Choose your state and, in this browser, its own board exams, entrance tests and counselling join the list. Each state's page lists them too.",
    stateChoose: "Choose your state",
    stateByState: "Exams by state",
    /** Filled in by the browser ({state}): the list now holds that state's exams. */
    stateKept: "The list below holds {state}'s own exams too, each marked with its name.",
    stateChange: "Change or forget your state",
    /** The filter's choice for the kept state ({state}, {count}), shown by the browser. */
    stateFilter: "{state}'s exams ({count})",
    feedLink: "Add all exams to calendar",
    feedName: "Add all exams to calendar (.ics file)",
    // In the calendar files.
    calendarName: (site: string) => `Exam calendar 2026-27 (${site})`,
    /** An expected exam's one-day entry (issue 30), on the first day of its likely month(s). */
    icsExpectedTitle: (exam: string, months: string) =>
      `${exam}: expected in ${months}, date not yet announced`,
    icsExpected: (months: string) =>
      `Expected in ${months}. No date has been announced yet: check the official site before you plan around it.`,
    icsLastTime: (dates: string, source: string) =>
      `Latest confirmed dates: ${dates}. Source: ${source}`,
    icsAnnounced: (notice: string) => `Announced. Official notice: ${notice}`,
    icsWho: (who: string) => `Who it is for: ${who}`,
    icsBy: (by: string) => `Conducted by: ${by}`,
    icsSite: (site: string) => `Official site: ${site}`,
    icsChecked: (date: string, page: string) => `Checked on ${date}. More: ${page}`,
  },
  templates: {
    onTheSheet: "On the sheet:",
    /** The group of a template's download links. */
    downloads: (title: string) => `Download ${title}`,
    /**
     * A download link's accessible name. Its visible text, the format and size ("PDF 14 KB"),
     * is in it word for word, with no brackets between, as label-in-name (WCAG 2.5.3) wants.
     */
    downloadAs: (title: string, format: string, size: string) =>
      `Download ${title} as ${format} ${size}`,
    size: (kilobytes: string) => `${kilobytes} KB`,
    /** Shown by the server past DOWNLOADS_MIN (server/counted-figures.ts): all formats together. */
    downloaded: (count: string) => `Downloaded ${count} times`,
    // In the files.
    name: "Name",
    date: "Date",
    howToUse: "How to use it",
    howToUseBody:
      "Print it on A4 or fill it in on screen. Write one entry a line, and look back over it each week.",
    fields: "Fill in",
    sheetColumns: "Fill in a row at a time",
    footer: (site: string) => `A free sheet from ${site}`,
  },
  /** A checklist that can be ticked (frame/sections/list-section.tsx, features/checklists/). */
  checklist: {
    /** Announced politely as ticks change. */
    count: (done: string, total: string) => `${done} of ${total} done`,
    clear: "Clear",
    clearName: (heading: string) => `Clear: ${heading}`,
  },
  /** Share on a guide, a checklist and a calendar entry (ui/share-links.tsx). */
  share: {
    share: "Share",
    shareName: (title: string) => `Share: ${title}`,
    copyLink: "Copy link",
    copyLinkName: (title: string) => `Copy link: ${title}`,
    copied: "Link copied",
    copiedBody: "Paste it into a message or a chat.",
    copyFailed: "Couldn't copy the link",
    copyFailedBody: "Copy it from your browser's address bar instead.",
  },
};
