/**
 * Every word the desk's server says to a person, in English and Hindi: API refusals (the screens
 * show their own catalogue's words for the same codes; these serve scripts and logs), kind names
 * and the mail bodies. The contract (docs/decisions/0022-service-desk.md) lists the codes.
 */
import type { Locale } from "../config.ts";
import { KINDS, STATUSES, type Kind, type Status } from "../contract.ts";

export { KINDS, STATUSES, type Kind, type Status };

export const kindNames: Record<Locale, Record<Kind, string>> = {
  en: {
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
  hi: {
    message: "मैसेज",
    counselling: "काउंसलिंग सेशन",
    guidance: "स्ट्रीम या परीक्षा पर सलाह",
    "appointment-companion": "अपॉइंटमेंट पर साथ जाने वाला साथी",
    "ward-support": "वार्ड या आईसीयू में मदद",
    "night-attendant": "रात का अटेंडेंट",
    "therapist-match": "सही थेरेपिस्ट ढूंढना",
    "support-group": "सपोर्ट ग्रुप",
    careers: "नौकरी/वॉलंटियर",
    partnership: "साझेदारी",
    other: "कुछ और",
  },
};

export const ERRORS = {
  invalid_kind: [400, "Choose what you need help with.", "आपको किस चीज़ में मदद चाहिए, वह चुनें।"],
  name_required: [400, "Tell us your name.", "अपना नाम बताएँ।"],
  contact_required: [
    400,
    "Give an email address or a phone number, so we can reply.",
    "ईमेल या फ़ोन नंबर दें, ताकि हम जवाब दे सकें।",
  ],
  invalid_email: [
    400,
    "That email address doesn't look right. Check it and try again.",
    "यह ईमेल पता सही नहीं लग रहा। देखकर दोबारा कोशिश करें।",
  ],
  invalid_phone: [
    400,
    "That phone number doesn't look right. Use 10 digits, or +91 and the number.",
    "यह फ़ोन नंबर सही नहीं लग रहा। 10 अंक लिखें, या +91 के साथ नंबर।",
  ],
  consent_required: [
    400,
    "Tick the box to let us contact you about this request.",
    "इस रिक्वेस्ट के बारे में हमें आपसे संपर्क करने दें, इसके लिए बॉक्स पर टिक करें।",
  ],
  message_required: [400, "Write your message.", "अपना मैसेज लिखें।"],
  city_required: [400, "Tell us the city.", "शहर का नाम बताएँ।"],
  invalid_field: [
    400,
    "Something in the form isn't right. Check it and try again.",
    "फ़ॉर्म में कुछ सही नहीं है। देखकर दोबारा कोशिश करें।",
  ],
  too_long: [
    400,
    "That is longer than we can take. Please shorten it.",
    "यह बहुत लंबा है। थोड़ा छोटा करें।",
  ],
  body_too_large: [
    413,
    "That is more than we can take in one go. Please shorten it.",
    "एक बार में इतना नहीं भेजा जा सकता। थोड़ा छोटा करें।",
  ],
  refused: [
    400,
    "We couldn't accept this form. Please try again, or call us.",
    "हम यह फ़ॉर्म नहीं ले सके। दोबारा कोशिश करें, या हमें फ़ोन करें।",
  ],
  rate_limited_ip: [
    429,
    "Too many requests from this connection. Please wait a few minutes and try again.",
    "इस कनेक्शन से बहुत ज़्यादा रिक्वेस्ट आईं। कुछ मिनट रुककर दोबारा कोशिश करें।",
  ],
  rate_limited_address: [
    429,
    "We already have several requests from this address today. We will reply to those; you don't need to send again.",
    "इस पते से आज पहले ही कई रिक्वेस्ट आ चुकी हैं। हम उनका जवाब देंगे; दोबारा भेजने की ज़रूरत नहीं है।",
  ],
  rate_limited_request: [
    429,
    "You've sent several messages on this request in the last hour. We'll read them; please wait a while before sending more.",
    "आपने पिछले एक घंटे में इस रिक्वेस्ट पर कई मैसेज भेजे हैं। हम उन्हें पढ़ेंगे; और भेजने से पहले थोड़ी देर रुकें।",
  ],
  too_many_streams: [
    429,
    "This is open in too many windows. Close some of them, then reload this page.",
    "यह बहुत सारी विंडो में खुला है। कुछ विंडो बंद करें, फिर यह पेज दोबारा खोलें।",
  ],
  unsupported_media_type: [
    415,
    "Send the form as a form or as JSON.",
    "फ़ॉर्म को फ़ॉर्म या JSON के रूप में भेजें।",
  ],
  not_found: [
    404,
    "We can't find this request. The link may be wrong, or the request was deleted.",
    "यह रिक्वेस्ट नहीं मिली। लिंक ग़लत हो सकता है, या रिक्वेस्ट डिलीट हो चुकी है।",
  ],
  request_closed: [
    410,
    "This request is closed. To ask again, send a new request.",
    "यह रिक्वेस्ट बंद हो चुकी है। दोबारा पूछने के लिए नई रिक्वेस्ट भेजें।",
  ],
  no_authorization: [401, "Sign in to see this.", "इसे देखने के लिए साइन इन करें।"],
  bad_jwt: [
    401,
    "Your session has ended. Sign in again.",
    "आपका सेशन ख़त्म हो गया है। दोबारा साइन इन करें।",
  ],
  not_staff: [403, "This page is for the support team only.", "यह पेज सिर्फ़ सपोर्ट टीम के लिए है।"],
  insufficient_aal: [
    403,
    "Enter the code from your authenticator app first.",
    "पहले अपने ऑथेंटिकेटर ऐप का कोड डालें।",
  ],
  invalid_status: [400, "That change isn't possible.", "यह बदलाव नहीं हो सकता।"],
  note_required: [
    422,
    "Write a note saying why this request can be closed: it can't be closed without one.",
    "यह रिक्वेस्ट क्यों बंद की जा सकती है, इस पर एक नोट लिखें: नोट के बिना यह बंद नहीं होगी।",
  ],
  invalid_assignee: [400, "That change isn't possible.", "यह बदलाव नहीं हो सकता।"],
  display_name_required: [
    409,
    "Set the name your replies are signed with before your first reply.",
    "पहला जवाब भेजने से पहले वह नाम लिखें जिससे आपके जवाब भेजे जाएँगे।",
  ],
  saved_reply_not_found: [
    404,
    "We can't find this saved reply. Someone may have deleted it.",
    "यह सेव किया हुआ जवाब नहीं मिला। हो सकता है किसी ने इसे डिलीट कर दिया हो।",
  ],
  not_closed: [
    409,
    "You can answer this once the request is closed.",
    "रिक्वेस्ट बंद होने के बाद आप इसका जवाब दे सकते हैं।",
  ],
  already_answered: [
    409,
    "You have already answered this. Thank you.",
    "आप इसका जवाब पहले ही दे चुके हैं। धन्यवाद।",
  ],
  helped_required: [400, "Choose Yes or No.", "हाँ या नहीं चुनें।"],
  invalid_token: [404, "This link doesn't work any more.", "यह लिंक अब काम नहीं करता।"],
  method_not_allowed: [405, "That isn't possible here.", "यहाँ यह नहीं हो सकता।"],
  invalid_exam: [
    400,
    "We don't know that exam. Reload the page and try again.",
    "यह परीक्षा हमें नहीं मिली। पेज दोबारा खोलकर कोशिश करें।",
  ],
  exam_over: [400, "This exam has already begun.", "यह परीक्षा शुरू हो चुकी है।"],
  email_required: [
    400,
    "Your account has no email address. Add one on your account page to get reminders.",
    "आपके अकाउंट में कोई ईमेल पता नहीं है। रिमाइंडर पाने के लिए अकाउंट पेज पर ईमेल जोड़ें।",
  ],
  reminder_not_found: [
    404,
    "We can't find this reminder. It may have been removed already.",
    "यह रिमाइंडर नहीं मिला। हो सकता है यह पहले ही हटाया जा चुका हो।",
  ],
  service_unavailable: [
    503,
    "We couldn't do that just now. Please try again in a moment.",
    "अभी यह नहीं हो सका। थोड़ी देर में दोबारा कोशिश करें।",
  ],
} as const satisfies Record<string, readonly [number, string, string]>;
export type ErrorCode = keyof typeof ERRORS;

/** A refusal a service throws; the HTTP layer turns it into JSON or a 303 back to the form. */
export class DeskError extends Error {
  override name = "DeskError";
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly retryAfter: number | undefined;
  readonly extra: Record<string, unknown> | undefined;
  constructor(
    code: ErrorCode,
    opts: { field?: string; retryAfter?: number; extra?: Record<string, unknown> } = {},
  ) {
    super(ERRORS[code][1]);
    this.code = code;
    this.field = opts.field;
    this.retryAfter = opts.retryAfter;
    this.extra = opts.extra;
  }
  get status(): number {
    return ERRORS[this.code][0];
  }
  messageIn(locale: Locale): string {
    return ERRORS[this.code][locale === "hi" ? 2 : 1];
  }
}

export const bestTimeNames: Record<Locale, Record<string, string>> = {
  en: { morning: "Morning", afternoon: "Afternoon", evening: "Evening", any: "Any time" },
  hi: { morning: "सुबह", afternoon: "दोपहर", evening: "शाम", any: "कभी भी" },
};

export const detailNames: Record<Locale, Record<string, string>> = {
  en: {
    message: "Message",
    city: "City",
    hospital: "Hospital",
    date_from: "From",
    date_to: "Until",
    student_class: "Class",
  },
  hi: {
    message: "मैसेज",
    city: "शहर",
    hospital: "अस्पताल",
    date_from: "कब से",
    date_to: "कब तक",
    student_class: "कक्षा",
  },
};
