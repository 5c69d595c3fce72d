/** The words the section components add around a page's content (frame/sections/). */
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
  /** Audio lectures (issue 29): read aloud by the device's own voice, the transcript always there. */
  lectureMinutes: (count: string) => `${count} min`,
  listen: "Listen",
  listenLabel: (title: string) => `Listen: ${title}`,
  pause: "Pause",
  pauseLabel: (title: string) => `Pause: ${title}`,
  resume: "Resume",
  resumeLabel: (title: string) => `Resume: ${title}`,
  stop: "Stop",
  stopLabel: (title: string) => `Stop: ${title}`,
  speed: "Speed",
  transcript: "Read the transcript",
  lectureSources: "Sources",
  findingVoice: "Getting your device's voice ready...",
  reading: "Reading aloud.",
  paused: "Paused.",
  finished: "Finished.",
  stopped: "Stopped.",
  noVoice:
    "Your device has no voice for English, so it cannot read this aloud. The transcript is open below.",
  speechFailed: "Your device could not read this aloud. The transcript is open below.",
  listenNoScript: "Reading aloud needs JavaScript. The transcript is below.",
  /** Templates. */
  /** Read before a format's name ("PDF") by a screen reader. */
  /** The resource library. */
  resourceTypes: { Guide: "Guide", DOC: "DOC", Audio: "Audio", PDF: "PDF", Video: "Video" },
  viewGuide: "View guide",
  viewGuideDetail: (title: string) => ` for ${title}`,
  /** Issue 29: what the weekly email really sends (no promise of a new guide every week). */
  addedWeekly: "Get one email a week when we add or review a guide.",
  /** Services. */
  learnMore: "Learn more",
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
  /** The video summary (issue 29): slides made on the device from a lecture's key points. */
  summaryLecture: "Lecture",
  playSummary: "Play summary",
  previousSlide: "Previous",
  nextSlide: "Next",
  slideCount: (current: string, total: string) => `${current} / ${total}`,
  slideCountLabel: (current: string, total: string) => `Slide ${current} of ${total}`,
  summaryNarrated: "Playing, read aloud by your device's voice.",
  summarySilent:
    "Playing without sound: your device has no voice for English. Each slide stays a few seconds.",
  summaryFinished: "Summary finished.",
  /** The contact section and its form (a request of the kind "message" to the service desk). */
  contactForm: "Send us a message",
  name: "Name",
  email: "Email",
  phone: "Phone",
  contactHint: "An email address or a phone number, or both, so we can reply.",
  subject: "Subject",
  message: "Message",
  /** SPEC's support type: who the help is for (the desk's queue routes by it). */
  supportType: "Who is the help for?",
  supportTypes: {
    student: "A student",
    patient: "A patient or their family",
    general: "Anything else",
  },
  consent: "You may contact me about this message by email or phone.",
  privacy: "How we use your details",
  newTab: "(opens in a new tab)",
  honeypot: "Leave this field empty",
  send: "Send message",
  sending: "Sending...",
  contactDetails: "Contact details",
  quickActions: "Quick actions",
  liveChat: "Live chat",
  bookAppointment: "Book appointment",
  joinSupportGroup: "Join a support group",
  /** Live Chat's name while no one is on the desk (issue 32): what it then is. */
  leaveMessage: "Leave a message",
  /** Beside every service button (desk-hours-note.tsx): the desk's hours, then when a reply comes. */
  deskHours: (hours: string, within: string) =>
    `Our desk reads requests ${hours}, except public holidays, and answers within ${within} working hours of receiving one.`,
  /** Filled in by the page once it knows the desk's state; {time} is a day and time in IST. */
  deskReply: {
    live: "Someone is on the desk now and reads new requests as they arrive.",
    open: "The desk is open now: sent now, you will hear from us by {time}.",
    closed:
      "The desk is closed now. Sent now, your request is read when it opens, and you will hear from us by {time}.",
  },
  nightTitle: "At night",
  night: (closes: string, opens: string) =>
    `The desk does not work at night: a request sent after ${closes} is read from ${opens} on its next working day, so we cannot arrange someone for tonight. Support we have already arranged works the hours agreed with you, nights included.`,
  nightLines: "At any hour:",
  nightEmergency: "emergency",
  nightTeleManas: "Tele-MANAS, free, 24 hours, to talk to a counsellor",
  /** "Your state" (issue 35): the state choice and the PIN lookup. */
  yourStateLabel: "State or union territory",
  yourStateSubmit: "Show its page",
  yourStatePinLabel: "Or find it from your PIN code",
  yourStatePinHint: "Six digits. Looked up on this site only: nothing is sent anywhere else.",
  yourStatePinSubmit: "Find my state",
  yourStateFound: "PIN {pin}: {district}, {state}.",
  yourStateNotFound:
    "We could not find that PIN code. Check its six digits, or choose from the list.",
  yourStateRemembered: "Your state: {state}. Kept in this browser only.",
  yourStateOpen: "Open its page",
  yourStateForget: "Forget my state",
  yourStateAll: "Every state and union territory",
  yourStateForgotten: "Forgotten: this browser no longer keeps your state.",
};
