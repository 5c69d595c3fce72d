/** The words the section components add around a page's content (components/sections/). */
export const sections = {
  example: "Example: ",
  print: "Print",
  printLabel: (heading: string) => `Print: ${heading}`,
  /** The video library. */
  videoCategories: "Video categories",
  byChannel: (channel: string) => `By ${channel}`,
  videoVerified: (channel: string, date: string) =>
    `Verified: we confirmed this video is from ${channel} (checked ${date}).`,
  videoUnverified: (date: string) =>
    `Not verified: we could not confirm who published this video (checked ${date}).`,
  openOnYouTube: "Open on YouTube",
  /** Read after "Open on YouTube" by a screen reader. */
  openOnYouTubeDetail: (title: string) => `: ${title} (opens in a new tab)`,
  playVideo: "Play video:",
  videoFrameTitle: (title: string) => `${title} (YouTube video)`,
  /** Audio lectures. */
  listenNow: "Listen Now",
  listenNowLabel: (title: string) => `Listen Now: ${title}`,
  /** Templates. */
  /** Read before a format's name ("PDF") by a screen reader. */
  /** The resource library. */
  resourceTypes: { Guide: "Guide", DOC: "DOC", Audio: "Audio", PDF: "PDF", Video: "Video" },
  ratedBefore: "Rated ",
  ratedAfter: " out of 5",
  downloads: (count: string) => `${count} downloads`,
  viewGuide: "View Guide",
  viewGuideDetail: (title: string) => ` for ${title}`,
  download: "Download",
  downloadLabel: (title: string) => `Download ${title}`,
  preview: "Preview",
  previewLabel: (title: string) => `Preview ${title}`,
  addedWeekly: "New resources are added weekly.",
  /** Services. */
  learnMore: "Learn More",
  learnMoreDetail: (title: string) => ` about ${title}`,
  /** Job sectors. */
  vacancies: "Vacancies: ",
  pay: "Pay: ",
  /** Streams. */
  careerPaths: "Career paths",
  competition: "Competition outlook",
  statistics: "Statistics",
  annualEnrolment: "Annual enrolment",
  highEarnerPotential: "High-earner potential",
  /** The AI video simulation. */
  generating: "Generating...",
  aiVideoTitle: "AI Generated Video Summary",
  aiVideoLabel: "Sample video summary (simulation, no sound)",
  /** The contact section and its form (a request of the kind "message" to the service desk). */
  contactForm: "Send us a message",
  name: "Name",
  email: "Email",
  phone: "Phone",
  contactHint: "An email address or a phone number, or both, so we can reply.",
  message: "Message",
  consent: "You may contact me about this message by email or phone.",
  privacy: "How we use your details",
  newTab: "(opens in a new tab)",
  honeypot: "Leave this field empty",
  send: "Send Message",
  sending: "Sending...",
  contactDetails: "Contact details",
  quickActions: "Quick Actions",
  liveChat: "Live Chat",
  bookAppointment: "Book Appointment",
  joinSupportGroup: "Join Support Group",
};
