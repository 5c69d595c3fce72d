/** The frame of every page: skip link, header, menus, language switch, floating help, error page. */
export const layout = {
  skipToContent: "Skip to content",
  needHelp: "Need help?",
  mainNav: "Main",
  resources: "Resources",
  /** The Resources menu's groups (content/resources-nav.ts), by whom the pages are for. */
  resourceGroups: {
    students: "Students",
    patients: "Patients and families",
    mentalHealth: "Mental health",
  },
  emergency: "Emergency",
  emergencyHelpSuffix: " Help",
  /** The mobile menu's and the floating help's button, whole. */
  emergencyHelp: "Emergency help",
  languageSwitchLabel: "Language",
  languageMenuHeading: "Read this page in",
  requestLanguage: "Another language? Ask us",
  /** The one-line offer to a browser that prefers Hindi, on an English page (shown in Hindi). */
  languageOfferDismiss: "Close",
  errorTitle: "Something went wrong",
  errorBody:
    "Please reload the page. If it keeps happening, write to us and tell us what you were doing.",
  /** Emergency Help's popover: its close button, and the way to the page on suicidal thoughts. */
  close: "Close",
  suicidalThoughtsPrompt: "Thinking about ending your life?",
  suicidalThoughtsLink: "Help for suicidal thoughts",
  /** The plain search form (the header's popover before scripts, and the 404 page). */
  searchForm: "Site",
  searchLabel: "Search the site",
  search: "Search",
  /** The mobile menu. */
  mobileNav: "Mobile",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  urgentHelp: "Urgent help",
  /** The floating help's menu. */
  /** Only while someone is on the desk (issue 32); otherwise "Leave a message" with the reply time. */
  liveChat: "Live chat",
  leaveMessage: "Leave a message",
  replyBy: (time: string) => `Reply by ${time}`,
};
