/**
 * The staff desk's words (/staff): the queue, a request's page, replies and internal notes. Not
 * part of the root catalogue (i18n/en/index.ts): only the support team ever opens the desk, so its
 * words load with its code, on /staff only (i18n/staff.ts).
 */
import { insights } from "./staff-insights.ts";

export const staff = {
  /** The prerendered frame: the route's loader puts these in the page at build time. */
  shell: {
    title: "Support desk",
    description: "The support team's desk: requests, replies and notes.",
    opening: "Opening the desk...",
  },

  gate: {
    signInTitle: "Sign in to the desk",
    signInBody:
      "The desk is for the support team. Sign in with your staff account; it asks for the code from your authenticator app too.",
    signIn: "Sign in",
    secondFactorTitle: "One more step",
    secondFactorBody:
      "The desk needs two-factor authentication. Enter the code from your authenticator app.",
    enterCode: "Enter the code",
    setUpTitle: "Set up two-factor authentication first",
    setUpBody:
      "The desk opens only to accounts with an authenticator app. Set one up on your account page, then come back here.",
    openAccount: "Open your account page",
    notStaffTitle: "This page is for the support team only",
    notStaffBody:
      "Your account is not on the support team. If you need help, send us a message and the team will reply.",
    contactUs: "Send us a message",
    sessionEnded: "Your session has ended. Sign in again.",
    failed: "The desk couldn't load. Check your connection and try again.",
    tryAgain: "Try again",
  },

  top: {
    signedInAs: (name: string) => `Signed in as ${name}`,
    live: "Live: new requests and messages appear here as they come",
    reconnecting: "Reconnecting to live updates...",
  },

  /** The Pages view and the dashboard (issue 32): i18n/<code>/staff-insights.ts. */
  insights,

  filters: {
    legend: "Filter the queue",
    kind: "Kind",
    anyKind: "Any kind",
    support: "Support type",
    anySupport: "Any type",
    status: "Status",
    open: "Open",
    all: "All",
    age: "Sent",
    anyAge: "Any time",
    ages: {
      "1h": "In the last hour",
      "4h": "In the last 4 hours",
      "24h": "In the last 24 hours",
      "7d": "In the last 7 days",
      older: "More than 7 days ago",
    },
    assigned: "Assigned to",
    anyone: "Anyone",
    me: "Me",
    unassigned: "No one",
    sort: "Order",
    waiting: "Waiting longest first",
    newest: "Newest first",
    /** Reply-time targets per kind (issue 32). */
    due: "Reply target",
    anyDue: "Any",
    dueSoon: "Due soon (2 hours or less)",
    overdue: "Overdue",
  },

  /** The reply-time target of the request's kind (issue 32), counted from when it began waiting. */
  target: {
    left: (time: string) => `Target: ${time} left`,
    missed: (time: string) => `Target missed by ${time}`,
  },

  /** Staff tools (issue 32): the name replies are signed with, and saved replies. */
  tools: {
    nameHeading: "Your name on replies",
    nameLabel: "Name shown to people with your replies",
    nameHint:
      "People see this name beside your replies, on their page and in mail, instead of your email address.",
    nameMissing: "Set your name before your first reply.",
    nameSave: "Save name",
    nameSaved: "Name saved.",
    nameCurrent: (name: string) => `Your replies are signed: ${name}`,
    savedHeading: (count: string) => `Saved replies (${count})`,
    savedIntro:
      "Texts the team uses often, in English and Hindi. {name} becomes the person's name and {reference} the request's reference when you insert one.",
    savedEmpty: "No saved replies yet.",
    language: "Language",
    languages: { en: "English", hi: "Hindi", bn: "Bengali", mr: "Marathi" },
    title: "Title",
    body: "Text",
    bodyHint: "You can use {name} and {reference}.",
    add: "Save a new reply",
    addHeading: "New saved reply",
    edit: "Edit",
    editHeading: (title: string) => `Edit "${title}"`,
    save: "Save changes",
    cancel: "Cancel",
    delete: "Delete",
    deleteConfirm: (title: string) => `Yes, delete "${title}"`,
    created: "Saved reply added.",
    changed: "Saved reply changed.",
    deleted: "Saved reply deleted.",
    insertLabel: "Insert a saved reply",
    insertNone: "Choose a saved reply",
    insert: "Insert",
    inserted: (title: string) => `Inserted "${title}" into your reply.`,
    setNameFirst: "Set your name first",
  },

  queue: {
    heading: "Queue",
    count: (count: string) => `${count} shown`,
    loading: "Loading the queue...",
    empty: "No requests match these filters.",
    more: "Show more",
    refreshed: "The queue has new changes.",
    from: {
      person: "Last message from the person",
      staff: "Last message from the team",
      none: "No messages yet",
    },
    assignedTo: (name: string) => `Assigned to ${name}`,
    unassigned: "Not assigned",
    /** A request whose words speak of suicide, self-harm, an overdose, abuse or violence. */
    possibleRisk: "Possible risk",
  },

  /** The time left to the promised reply (2 hours of support time). */
  due: {
    dueIn: (time: string) => `Reply due in ${time}`,
    late: (time: string) => `Late by ${time}`,
    waitingPerson: "Waiting for the person",
    closed: "Closed",
    minutes: (m: string) => `${m} min`,
    hoursMinutes: (h: string, m: string) => `${h} h ${m} min`,
    daysHours: (d: string, h: string) => `${d} d ${h} h`,
  },

  kinds: {
    message: "Message",
    counselling: "Counselling session",
    guidance: "Stream or exam guidance",
    "appointment-companion": "Appointment companion",
    "ward-support": "Ward or ICU support",
    "night-attendant": "Night attendant",
    "therapist-match": "Therapist match",
    "support-group": "Support group",
    careers: "Careers",
    partnership: "Partnership",
    other: "Something else",
  },

  /** Who the help is for, as the home form asks (its support type). */
  supportTypes: { student: "Student", patient: "Patient", general: "General" },

  statuses: {
    new: "New",
    "in-progress": "In progress",
    waiting: "Waiting for the person",
    closed: "Closed",
  },

  request: {
    back: "Back to the queue",
    /** "Did this help?" once closed (issue 32). */
    helpedHeading: "Did this help?",
    helpedYes: "Yes, it helped",
    helpedNo: "No, it did not help",
    helpedNone: "Not answered yet",
    helpedWords: "Their words",
    loading: "Opening the request...",
    pick: "Choose a request in the queue to open it here.",
    deleted: "This request was deleted (by the person, or with their account).",
    person: "The person",
    name: "Name",
    email: "Email",
    phone: "Phone",
    language: "Preferred language",
    languages: { en: "English", hi: "Hindi", bn: "Bengali", mr: "Marathi" },
    bestTime: "Best time to call",
    bestTimes: {
      morning: "Morning",
      afternoon: "Afternoon",
      evening: "Evening",
      any: "Any time",
    },
    details: "Details",
    detailNames: {
      message: "Message",
      city: "City",
      hospital: "Hospital",
      date_from: "From",
      date_to: "Until",
      student_class: "Class",
    },
    source: "Sent from the page",
    subject: "Subject",
    supportType: "Support type",
    sent: "Sent",
    consent: "Agreed to be contacted",
    account: "Signed-in account",
    accountYes: "Yes, the request is on their account",
    accountNo: "No (sent without an account)",
    status: "Status",
    changeStatus: "Change status",
    assignment: "Assigned to",
    nobody: "No one yet",
    you: (name: string) => `You (${name})`,
    assignMe: "Assign to me",
    unassign: "Unassign",
    close: "Close the request",
    reopen: "Reopen",
    closedNote: "Closed: the person's private link no longer works. Reopen to reply.",
    /** Closing a request marked Possible risk takes a note (issue 32). */
    closeNoteLabel: 'Closing note (required: this request is marked "Possible risk")',
    closeNoteHint:
      "Say what was done and why it can be closed: who called whom, whether the person is safe. Only staff see it.",
    closeWithNote: "Close with this note",
    cancelClose: "Cancel",
  },

  thread: {
    heading: "Conversation",
    empty: "No messages yet.",
    fromPerson: (name: string) => `${name} (the person)`,
    fromStaff: (name: string) => `${name} (team)`,
    note: (name: string) => `Internal note by ${name}`,
    noteMark: "Never shown to the person",
    newMessage: "New message from the person",
  },

  reply: {
    heading: "Reply to the person",
    label: "Your reply",
    hint: "Mailed to them (if they gave an email address) and shown on their request's page.",
    noEmail:
      "They gave no email address: the reply shows on their request's page only. Call them if it is urgent.",
    afterSending: "After sending",
    thenWaiting: "Wait for the person",
    thenInProgress: "Keep it in progress",
    thenClosed: "Close the request",
    send: "Send reply",
    sending: "Sending...",
    sent: "Reply sent.",
  },

  note: {
    heading: "Internal note",
    label: "Note for the team",
    hint: "Only the team sees notes. They are never shown or mailed to the person.",
    add: "Add note",
    adding: "Adding...",
    added: "Note added.",
  },

  audit: {
    heading: "History",
    when: "When",
    who: "Who",
    what: "What",
    actions: {
      viewed: "Opened it",
      assigned: "Changed who has it",
      replied: "Replied",
      noted: "Added a note",
      status_changed: "Changed the status",
      created: "Sent the request",
      replied_by_person: "Answered",
      deleted_by_person: "Deleted it",
      flagged_possible_risk: "Marked it Possible risk",
      oncall_mail_sent: "Sent the urgent mail to on-call",
      oncall_mail_failed: "Could not send the urgent mail to on-call (it is tried again)",
      closed_with_note: "Closed it with a note",
      target_missed_mailed: "Mailed the operator: reply target missed",
      helped_answered: 'Answered "Did this help?"',
    },
    person: "The person",
    /** Who did the steps the desk takes itself (issue 32: the mark, the on-call mail). */
    desk: "The desk",
  },

  errors: {
    tooLong: "That is longer than 4000 characters. Please shorten it.",
    empty: "Write something first.",
    closed: "This request is closed. Reopen it to reply.",
    notFound: "This request no longer exists.",
    failed: "That didn't work. Check your connection and try again.",
    noteRequired: "Write a closing note first: this request can't be closed without one.",
    displayNameRequired: "Set your name before your first reply (above the reply box).",
    savedReplyNotFound: "That saved reply no longer exists.",
    fieldMissing: "Fill in the title and the text.",
  },
};
