/** Words the build puts around a page's own content: breadcrumbs, audiences, urgent-help lines. */
export const content = {
  homeCrumb: "Home",
  audiences: {
    students: { label: "Students", indexHeading: "Every student guide" },
    patients: {
      label: "Patients and families",
      indexHeading: "Every guide for patients and families",
    },
  },
  /** Whom the pages that speak to everyone (home, services, contact) are for, in search results. */
  everyone: "Students, patients and families",
  urgentStateLink: "Help lines in your state",
  urgentHelpHeading: "If you need help right now",
  /** Each line's plain words, beside its number. */
  urgentLines: {
    emergency: "Emergency: police, fire, ambulance",
    ambulance: "Ambulance",
    "tele-manas": "Tele-MANAS mental health line, free, 24/7",
  },
  /** What a page's Sources list calls each line. */
  urgentLineSources: {
    emergency: "India's single emergency number (police, fire, ambulance), 24 hours",
    ambulance: "Emergency ambulance (Dial 108, National Ambulance Service)",
    "tele-manas": "Tele-MANAS, the free national mental health helpline, 24/7 in over 20 languages",
  },
  /** Between a line's two numbers: "14416 or 1-800-891-4416". */
  or: "or",
};
