/**
 * The service desk's words for people (issue 23): the request form, the thank-you page, a
 * request's private page, the subscription pages, and the desk's refusals. Not in the root
 * catalogue: a desk page's loader puts them in that page's data at build time, and other screens
 * (the home and /contact forms, /account) load them with their code (i18n/desk.ts). They travel as
 * route data, which holds no function, so a sentence with a value writes it as `{name}` (filled by
 * `fill`, desk/messages.tsx).
 */
export const desk = {
  /** What the person asks for, as the form's choice names it (ids: config/request-kinds.ts). */
  kinds: {
    message: "Send us a message",
    counselling: "A counselling session",
    guidance: "Advice on a stream or an exam",
    "appointment-companion": "Someone to go with you to a doctor's appointment",
    "ward-support": "Support in a hospital ward or ICU",
    "night-attendant": "An attendant for nights in hospital",
    "therapist-match": "Help finding a therapist",
    "support-group": "Joining a support group",
    careers: "Working or volunteering with us",
    partnership: "Partnering with us (a hospital, school or NGO)",
    other: "Something else",
  },
  /** The same, short, as a list of requests shows them. */
  kindNames: {
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
  statuses: {
    new: "Sent: not read yet",
    "in-progress": "We're working on it",
    waiting: "Waiting for your answer",
    closed: "Closed",
  },
  /** The desk's refusals, by code (decision 0022's table): shown next to the field they are about. */
  errors: {
    invalid_kind: "Choose what you need help with.",
    name_required: "Tell us your name.",
    contact_required: "Give an email address or a phone number, so we can reply.",
    invalid_email: "That email address doesn't look right. Check it and try again.",
    invalid_phone: "That phone number doesn't look right. Use 10 digits, or +91 and the number.",
    consent_required: "Tick the box to let us contact you about this request.",
    message_required: "Write your message.",
    city_required: "Tell us the city.",
    invalid_field: "Something in the form isn't right. Check it and try again.",
    too_long: "That is longer than we can take. Please shorten it.",
    body_too_large: "That is more than we can take in one go. Please shorten it.",
    refused: "We couldn't accept this form. Please try again, or call us.",
    rate_limited_ip:
      "Too many requests from this connection. Please wait a few minutes and try again.",
    rate_limited_address:
      "We already have several requests from this address today. We will reply to those; you don't need to send again.",
    rate_limited_request:
      "You've sent several messages on this request in the last hour. We'll read them; please wait a while before sending more.",
    too_many_streams:
      "This is open in too many windows. Close some of them, then reload this page.",
    unsupported_media_type: "Send the form as a form or as JSON.",
    not_found: "We can't find this request. The link may be wrong, or the request was deleted.",
    request_closed: "This request is closed. To ask again, send a new request.",
    no_authorization: "Sign in to see this.",
    bad_jwt: "Your session has ended. Sign in again.",
    not_staff: "This page is for the support team only.",
    insufficient_aal: "Enter the code from your authenticator app first.",
    invalid_status: "That change isn't possible.",
    note_required:
      "Write a note saying why this request can be closed: it can't be closed without one.",
    invalid_assignee: "That change isn't possible.",
    display_name_required: "Set the name your replies are signed with before your first reply.",
    saved_reply_not_found: "We can't find this saved reply. Someone may have deleted it.",
    not_closed: "You can answer this once the request is closed.",
    already_answered: "You have already answered this. Thank you.",
    helped_required: "Choose Yes or No.",
    invalid_token: "This link doesn't work any more.",
    method_not_allowed: "That isn't possible here.",
    invalid_exam: "We don't know that exam. Reload the page and try again.",
    exam_over: "This exam has already begun.",
    email_required:
      "Your account has no email address. Add one on your account page to get reminders.",
    reminder_not_found: "We can't find this reminder. It may have been removed already.",
    service_unavailable: "We couldn't do that just now. Please try again in a moment.",
  },
  /** When the connection fails before the desk answers. */
  offline: "We couldn't reach Saathi just now. Check your connection and try again.",
  /** When the browser says it has no connection (Chrome's offline mode, a phone with no signal). */
  offlineNow: "You're offline. Connect to the internet, then send again.",
  /**
   * The error summary at the top of a form (GOV.UK's pattern), after any refusal or failed send:
   * its heading, and that nothing left the device while what was typed stays in the form.
   */
  problem: {
    title: "There is a problem",
    notSent: "Nothing was sent.",
    kept: "What you typed is still in the form: correct it if needed and send again.",
  },
  /** After a refused form without JavaScript (the server's 303 back to the form). */
  backKeepsTyped: "Your browser's Back button takes you back to the form with what you typed.",
  /**
   * A moment in India's time, as the desk's mails say it (features/desk/ist-time.ts): `{date}` is the day
   * and date, `{time}` the 12-hour clock, `{period}` the part of the day it falls in (before noon,
   * to 16:00, to 19:00, after).
   */
  time: {
    format: "{date}, {time} {period} IST",
    periods: { morning: "am", afternoon: "pm", lateAfternoon: "pm", evening: "pm", night: "pm" },
  },
  /** Read after a link that opens in a new tab. */
  newTab: "(opens in a new tab)",
  privacyLink: "how we use your details",
  /** The request form, /request. */
  request: {
    title: "Ask us for help",
    description:
      "Book a counselling session, ask for a companion to a hospital appointment or for support in a ward, or send us a message. A counsellor or care coordinator reads every request.",
    lead: "Tell us what you need and how to reach you. A counsellor or care coordinator reads every request. You don't need an account.",
    urgentFirst:
      "This form is not for emergencies: we reply in support hours. If you or someone near you is in danger, call now.",
    formLabel: "Request form",
    kindLabel: "What do you need help with?",
    kindPlaceholder: "Choose one",
    aboutYou: "How to reach you",
    name: "Your name",
    email: "Email",
    phone: "Phone",
    contactHint: "Give an email address or a phone number, or both, so we can reply.",
    phoneHint: "10 digits, or +91 and the number.",
    language: "Which language should we reply in?",
    /** Each language named in itself. */
    languages: { en: "English", hi: "हिंदी", bn: "বাংলা", mr: "मराठी" },
    bestTime: "Best time to call",
    bestTimes: {
      any: "Any time",
      morning: "Morning",
      afternoon: "Afternoon",
      evening: "Evening",
    },
    details: "About what you need",
    city: "City",
    hospital: "Hospital or clinic, if you know it",
    dates: "When do you need someone?",
    datesHint: "For one day, fill in only the first date. Leave both empty if you don't know yet.",
    dateFrom: "From",
    dateTo: "To",
    studentClass: "The student's class",
    studentClassPlaceholder: "Choose a class",
    classes: {
      "8": "Class 8",
      "9": "Class 9",
      "10": "Class 10",
      "11": "Class 11",
      "12": "Class 12",
      "12-passed": "Passed Class 12",
      college: "In college",
      other: "Other",
    },
    message: "Your message",
    messageOptional: "Anything else we should know? (optional)",
    consent: "You may contact me about this request by email or phone.",
    consentPrivacy: "Read {link}.",
    /** The hidden field people never see (spam check): for the few who meet it anyway. */
    honeypot: "Leave this field empty",
    submit: "Send request",
    sending: "Sending...",
    signedIn: "You're signed in: this request will be kept in your account, under Your requests.",
    replyHours:
      "We reply within {hours} hours of support time ({supportHours}), by email or phone.",
    replyBy: "Send it now and we will reply by {time}.",
    chatTitle: "Live chat",
    /** The same box's title while no one is on the desk (or before the desk has said). */
    leaveMessageTitle: "Leave a message",
    /** Always in Live Chat's box (issue 29): a chat is no emergency service. */
    chatUrgent:
      "This chat cannot send anyone to you. If you or someone near you is in danger, don't wait for a reply: call the numbers above now.",
    chatLive:
      "Someone from our team is on the desk now. Send your message, then open your request's page: their replies appear there as they write.",
    chatClosed:
      "No one is on the desk right now. Send your message and we will reply by {time}. Until then, for urgent help, use the numbers above.",
  },
  /**
   * Issue 32: the thank-you page and the request's page of a request whose words speak of a
   * danger give these first, Tele-MANAS leading, and say honestly when a person will read it. They
   * never say why (nothing of "flagged").
   */
  urgentFirst: {
    heading: "If you might not be safe, call now",
    lead: "You don't have to wait for our reply. Tele-MANAS is free, open 24 hours, in over 20 languages:",
    whenRead:
      "A person from our team will read your request and reply by {time}. We can't promise anyone sooner, and we can't send anyone to you: if you are in danger, don't wait for us, call a number above now.",
    whenReadHours:
      "A person from our team will read your request and reply within {hours} hours of support time ({supportHours}). We can't promise anyone sooner, and we can't send anyone to you: if you are in danger, don't wait for us, call a number above now.",
  },
  /** The thank-you page, /request/sent. */
  sent: {
    title: "We have your request",
    description: "Your request was sent: its reference and the link to its page.",
    heading: "Thank you. We have your request.",
    referenceLabel: "Your reference",
    referenceHint: "Give this reference if you call us.",
    privateLink: "Open your request's page",
    privateHint:
      "Your request's page shows our replies, and you can answer there. Keep its link private: anyone who has it can read your request. If you gave an email address, we have sent you the link.",
    nextHeading: "What happens next",
    next: [
      "A counsellor or care coordinator reads your request.",
      "We reply within {hours} hours of support time ({supportHours}): by email, or by phone if you gave only a number.",
      "Our replies also appear on your request's page, where you can answer us.",
    ],
    replyBy: "We will reply by {time}.",
    liveNow: "Someone from our team is on the desk now: open your request's page to talk.",
    another: "Send another request",
    /** /request/sent opened without a reference (a cut-short or typed address). */
    noReference: {
      heading: "There is no reference to show",
      body: "This page shows a request's reference just after it is sent, and the address you opened has none: it may have been cut short.",
      whatToDo:
        "If you sent a request, its reference and link are in the email we sent you (if you gave an address), and under Your requests on your account page if you were signed in. If you're not sure it was sent, send it again or call us.",
      again: "Send a request",
    },
  },
  /** A request's private page, /request/view. */
  view: {
    title: "Your request",
    description: "Your request's page: its status, our replies and your answers.",
    loading: "Loading your request...",
    noScript:
      "Turn on JavaScript to see the messages. You can still answer below, or delete the request.",
    noToken: "This page opens from the link in your email or on the thank-you page.",
    /** After "We can't find this request" (a wrong, cut-short or deleted request's link). */
    wrongLink:
      "Check that you opened the whole link from our email: a link cut short doesn't work. A request you deleted is gone for good. To reach us again, send a new request, or call us.",
    reference: "Reference",
    kind: "Request",
    status: "Status",
    sentOn: "Sent",
    replyBy: "We will reply by",
    details: "What you told us",
    detailNames: {
      city: "City",
      hospital: "Hospital or clinic",
      date_from: "From",
      date_to: "To",
      student_class: "Class",
    },
    thread: "Messages",
    you: "You",
    /** When the reply is from the team and names no one. */
    team: "Saathi team",
    noMessages: "No messages yet.",
    live: "Someone from our team is on the desk now: new replies appear here as they write.",
    notLive: "Replies appear here when we write. You don't need to reload the page.",
    answerHeading: "Answer us",
    answerLabel: "Your answer",
    send: "Send",
    sending: "Sending...",
    answerSent: "Your answer was sent.",
    /** The status once a staff member has opened the request (issue 32). */
    readByDesk: "Read by the desk",
    /** "Did this help?" on a closed request (issue 32): answered once. */
    helped: {
      heading: "Did this help?",
      intro: "Your request is closed. One question, so we can do better:",
      yes: "Yes",
      no: "No",
      wordsLabel: "Anything you want to tell us? (optional)",
      wordsHint: "Up to 500 characters. Please don't write private details here.",
      send: "Send answer",
      sending: "Sending...",
      thanks: "Thank you. Your answer reached the team.",
      yourAnswer: "Your answer: {answer}. Thank you.",
      tooLong: "That is longer than 500 characters. Please shorten it.",
    },
    deleteHeading: "Delete this request",
    deleteBody:
      "This deletes your request and all its messages from Saathi. It can't be undone. We will not contact you about it any more.",
    deleteButton: "Delete this request",
    deleteConfirm: "Yes, delete it",
    refreshing: "Live updates paused. They start again when the connection is back.",
    deleting: "Deleting...",
    closedAgain: "Send a new request",
    failedToLoad: "We couldn't load your request. Check your connection and reload the page.",
  },
  /** /request/deleted. */
  deleted: {
    title: "Request deleted",
    description: "Your request and its messages were deleted.",
    body: "We deleted your request and all its messages. If you need us again, send a new request.",
    again: "Send a new request",
  },
  /** The subscription pages, /subscribe/... */
  subscribe: {
    title: "Get new guides by email",
    description:
      "One short email a week listing the guides we added or reviewed that week. Confirm by email first; unsubscribe with one click.",
    lead: "One short email on Mondays, listing the guides we added or reviewed that week, in the language you read now. Nothing else, and no email in a week with nothing new.",
    how: "We send a link to confirm first: nothing else comes until you press it. Every email has a one-click unsubscribe link.",
    formLabel: "Subscribe by email",
    email: "Email",
    consent: "Email me the weekly list of new guides. I can unsubscribe at any time.",
    submit: "Subscribe",
    sending: "Sending...",
    /** The subscription's own words for a missing tick (the desk's code is the request's). */
    consentRequired: "Tick the box to say you want the weekly email.",
    checkTitle: "Check your email",
    checkDescription: "Confirm your subscription from the email we sent.",
    checkBody:
      "If that address can receive email, we have sent it a link to confirm. Nothing else will be sent until you press it. The link works for 7 days.",
    confirmTitle: "Confirm your subscription",
    confirmDescription: "Confirm that you want the weekly email of new guides.",
    confirmBody: "Press the button to start getting the weekly email of new guides.",
    confirmButton: "Confirm",
    confirmedTitle: "You're subscribed",
    confirmedDescription: "Your subscription is confirmed.",
    confirmedBody:
      "Thank you. The weekly email comes on Mondays when there are new or reviewed guides. Every email has a link to unsubscribe.",
    unsubscribeTitle: "Unsubscribe",
    unsubscribeDescription: "Stop the weekly email of new guides.",
    unsubscribeBody: "Press the button and we will stop sending you the weekly email.",
    unsubscribeButton: "Unsubscribe",
    unsubscribedTitle: "You're unsubscribed",
    unsubscribedDescription: "You will get no more weekly emails.",
    unsubscribedBody:
      "We have removed your address and will send you no more weekly emails. You can subscribe again at any time.",
    subscribeAgain: "Subscribe again",
    linkBroken: "Subscribe again to get a new link.",
    backToGuides: "Back to the home page",
  },
};
