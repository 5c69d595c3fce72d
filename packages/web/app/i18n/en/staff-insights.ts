/**
 * The staff desk's Pages view and dashboard (issue 32, items 5 and 6), part of the staff messages
 * (i18n/en/staff.ts, `insights`): they load with the desk's code, on /staff only.
 */
export const insights = {
  nav: {
    label: "Desk views",
    queue: "Queue",
    pages: "Pages",
    dashboard: "Dashboard",
  },
  loading: "Loading...",
  failed: "That didn't load. Check your connection and try again.",
  tryAgain: "Try again",

  pages: {
    heading: "What the pages teach",
    intro:
      'For each page: how often it was read, what readers answered to "Was this page useful?", and how many requests were sent from it. The contact rate is the No answers and requests per 1,000 views: fix the page with the highest rate first. All languages are counted together, and each page shows its views in each language.',
    period: "Period",
    last7: "Last 7 days",
    last30: "Last 30 days",
    caption: (from: string, to: string) =>
      `Pages from ${from} to ${to} (India time). Choose a column heading to sort by it.`,
    empty: "No page was read, rated or written from in this period.",
    columns: {
      path: "Page",
      views: "Views",
      yes: "Useful: Yes",
      no: "Useful: No",
      requests: "Requests from the page",
      rate: "Contact rate per 1,000 views",
    },
    sortBy: (column: string) => `Sort by ${column}`,
    noViews: "no views",
    answers: (count: string) => `What ${count} No answers said`,
    languages: { en: "English", hi: "Hindi", bn: "Bengali", mr: "Marathi" },
    sorted: (column: string, direction: string) => `Sorted by ${column}, ${direction}.`,
    ascending: "lowest first",
    descending: "highest first",
  },

  dashboard: {
    heading: "Desk dashboard",
    refreshedAt: (time: string) => `As of ${time}`,
    refresh: "Refresh",
    open: {
      heading: "Open requests",
      total: (count: string) => `${count} open (new, in progress or waiting for the person)`,
      kind: "Kind",
      all: "All kinds",
      totalColumn: "Total",
      ages: {
        "under-4h": "Under 4 hours",
        "4h-24h": "4 to 24 hours",
        "1d-7d": "1 to 7 days",
        "over-7d": "Over 7 days",
      },
      caption: "Open requests by kind and by time since they were sent.",
      none: "No open requests.",
    },
    firstReply: {
      heading: "Time to the first reply",
      intro:
        "The median time from a request to the team's first reply, for first replies sent in each week (clock time, nights and weekends included).",
      thisWeek: "This week (last 7 days)",
      lastWeek: "Last week (7 to 14 days ago)",
      median: (time: string, count: string) => `${time} (${count} requests answered)`,
      none: "No first replies in this week.",
    },
    targets: {
      heading: "Past the reply-time target",
      basis:
        "Open requests waiting for the team longer than their kind's reply-time target (on the clock since they began waiting; set by DESK_REPLY_TARGETS), longest late first.",
      count: (count: string) => `${count} waiting past their target`,
      none: "None: every request waiting for the team is within its target.",
      reference: "Reference",
      kind: "Kind",
      late: "Late by",
      caption: "Requests waiting past their reply-time target, longest late first.",
    },
    didItHelp: {
      heading: "Did it help?",
      intro:
        'The answers people gave to "Did this help?" after their request was closed, by the week they answered.',
      counts: (yes: string, no: string) => `Yes ${yes}, No ${no}`,
      none: "No answers in this week.",
    },
    risk: {
      heading: "Possible risk",
      intro: (days: string) =>
        `Requests marked "Possible risk" in the last ${days} days, and how fast each was first answered.`,
      none: "No request was marked Possible risk in this period.",
      reference: "Reference",
      sent: "Sent",
      status: "Status",
      firstAnswer: "First answered",
      after: (time: string) => `after ${time}`,
      waiting: (time: string) => `Not answered yet: waiting ${time}`,
      caption: "Possible-risk requests, newest first.",
    },
  },
};
