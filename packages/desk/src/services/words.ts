/**
 * Every word the desk's server says to a person, in English, Hindi, Bengali and Marathi: API refusals (the screens
 * show their own catalogue's words for the same codes; these serve scripts and logs), kind names
 * and the mail bodies. The contract (docs/decisions/0022-service-desk.md) lists the codes.
 */
import { LOCALES, type Locale } from "../config.ts";
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
  bn: {
    message: "বার্তা",
    counselling: "কাউন্সেলিং সেশন",
    guidance: "স্ট্রিম বা পরীক্ষা নিয়ে পরামর্শ",
    "appointment-companion": "অ্যাপয়েন্টমেন্টে সঙ্গে যাওয়ার সাথী",
    "ward-support": "ওয়ার্ড বা আইসিইউ-তে সাহায্য",
    "night-attendant": "রাতের অ্যাটেনড্যান্ট",
    "therapist-match": "ঠিক থেরাপিস্ট খুঁজে দেওয়া",
    "support-group": "সাপোর্ট গ্রুপ",
    careers: "কাজ/ভলান্টিয়ার",
    partnership: "অংশীদারি",
    other: "অন্য কিছু",
  },
  mr: {
    message: "संदेश",
    counselling: "समुपदेशन सत्र",
    guidance: "स्ट्रीम किंवा परीक्षेबद्दल मार्गदर्शन",
    "appointment-companion": "अपॉइंटमेंटला सोबत येणारा साथी",
    "ward-support": "वॉर्ड किंवा आयसीयूमध्ये मदत",
    "night-attendant": "रात्रीचा अटेंडंट",
    "therapist-match": "योग्य थेरपिस्ट शोधून देणे",
    "support-group": "सपोर्ट ग्रुप",
    careers: "नोकरी/स्वयंसेवा",
    partnership: "भागीदारी",
    other: "दुसरे काही",
  },
};

/** Each code's HTTP status, then its words in the order of LOCALES (English, Hindi, Bengali, Marathi). */
export const ERRORS = {
  invalid_kind: [
    400,
    "Choose what you need help with.",
    "आपको किस चीज़ में मदद चाहिए, वह चुनें।",
    "আপনার কী বিষয়ে সাহায্য দরকার, সেটি বেছে নিন।",
    "तुम्हाला कशासाठी मदत हवी आहे, ते निवडा.",
  ],
  name_required: [400, "Tell us your name.", "अपना नाम बताएँ।", "আপনার নাম লিখুন।", "तुमचे नाव सांगा."],
  contact_required: [
    400,
    "Give an email address or a phone number, so we can reply.",
    "ईमेल या फ़ोन नंबर दें, ताकि हम जवाब दे सकें।",
    "একটি ইমেল ঠিকানা বা ফোন নম্বর দিন, যাতে আমরা উত্তর দিতে পারি।",
    "ईमेल पत्ता किंवा फोन नंबर द्या, म्हणजे आम्हाला उत्तर देता येईल.",
  ],
  invalid_email: [
    400,
    "That email address doesn't look right. Check it and try again.",
    "यह ईमेल पता सही नहीं लग रहा। देखकर दोबारा कोशिश करें।",
    "এই ইমেল ঠিকানাটি ঠিক মনে হচ্ছে না। দেখে নিয়ে আবার চেষ্টা করুন।",
    "हा ईमेल पत्ता बरोबर वाटत नाही. तपासून पुन्हा प्रयत्न करा.",
  ],
  invalid_phone: [
    400,
    "That phone number doesn't look right. Use 10 digits, or +91 and the number.",
    "यह फ़ोन नंबर सही नहीं लग रहा। 10 अंक लिखें, या +91 के साथ नंबर।",
    "এই ফোন নম্বরটি ঠিক মনে হচ্ছে না। ১০ অঙ্কের নম্বর লিখুন, বা +91 দিয়ে নম্বর।",
    "हा फोन नंबर बरोबर वाटत नाही. १० अंकी नंबर लिहा, किंवा +91 सह नंबर.",
  ],
  consent_required: [
    400,
    "Tick the box to let us contact you about this request.",
    "इस रिक्वेस्ट के बारे में हमें आपसे संपर्क करने दें, इसके लिए बॉक्स पर टिक करें।",
    "এই অনুরোধের বিষয়ে আমরা যাতে আপনার সঙ্গে যোগাযোগ করতে পারি, তার জন্য বাক্সে টিক দিন।",
    "या विनंतीबद्दल आम्ही तुमच्याशी संपर्क साधू शकू, यासाठी चौकटीत टिक करा.",
  ],
  message_required: [
    400,
    "Write your message.",
    "अपना मैसेज लिखें।",
    "আপনার বার্তা লিখুন।",
    "तुमचा संदेश लिहा.",
  ],
  city_required: [
    400,
    "Tell us the city.",
    "शहर का नाम बताएँ।",
    "শহরের নাম লিখুন।",
    "शहराचे नाव सांगा.",
  ],
  invalid_field: [
    400,
    "Something in the form isn't right. Check it and try again.",
    "फ़ॉर्म में कुछ सही नहीं है। देखकर दोबारा कोशिश करें।",
    "ফর্মে কিছু একটা ঠিক নেই। দেখে নিয়ে আবার চেষ্টা করুন।",
    "फॉर्ममध्ये काहीतरी बरोबर नाही. तपासून पुन्हा प्रयत्न करा.",
  ],
  too_long: [
    400,
    "That is longer than we can take. Please shorten it.",
    "यह बहुत लंबा है। थोड़ा छोटा करें।",
    "এটা আমাদের নেওয়ার পক্ষে বেশি লম্বা। একটু ছোট করুন।",
    "हे खूप मोठे आहे. कृपया थोडे कमी करा.",
  ],
  body_too_large: [
    413,
    "That is more than we can take in one go. Please shorten it.",
    "एक बार में इतना नहीं भेजा जा सकता। थोड़ा छोटा करें।",
    "একবারে এতটা পাঠানো যায় না। একটু ছোট করুন।",
    "एका वेळी इतके पाठवता येत नाही. कृपया थोडे कमी करा.",
  ],
  refused: [
    400,
    "We couldn't accept this form. Please try again, or call us.",
    "हम यह फ़ॉर्म नहीं ले सके। दोबारा कोशिश करें, या हमें फ़ोन करें।",
    "আমরা এই ফর্মটি নিতে পারিনি। আবার চেষ্টা করুন, বা আমাদের ফোন করুন।",
    "आम्ही हा फॉर्म घेऊ शकलो नाही. पुन्हा प्रयत्न करा, किंवा आम्हाला फोन करा.",
  ],
  rate_limited_ip: [
    429,
    "Too many requests from this connection. Please wait a few minutes and try again.",
    "इस कनेक्शन से बहुत ज़्यादा रिक्वेस्ट आईं। कुछ मिनट रुककर दोबारा कोशिश करें।",
    "এই কানেকশন থেকে অনেক বেশি অনুরোধ এসেছে। কয়েক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।",
    "या कनेक्शनवरून खूप जास्त विनंत्या आल्या आहेत. काही मिनिटे थांबून पुन्हा प्रयत्न करा.",
  ],
  rate_limited_address: [
    429,
    "We already have several requests from this address today. We will reply to those; you don't need to send again.",
    "इस पते से आज पहले ही कई रिक्वेस्ट आ चुकी हैं। हम उनका जवाब देंगे; दोबारा भेजने की ज़रूरत नहीं है।",
    "এই ঠিকানা থেকে আজ আগেই কয়েকটি অনুরোধ এসেছে। আমরা সেগুলোর উত্তর দেব; আবার পাঠানোর দরকার নেই।",
    "या पत्त्यावरून आज आधीच काही विनंत्या आल्या आहेत. आम्ही त्यांना उत्तर देऊ; पुन्हा पाठवण्याची गरज नाही.",
  ],
  rate_limited_request: [
    429,
    "You've sent several messages on this request in the last hour. We'll read them; please wait a while before sending more.",
    "आपने पिछले एक घंटे में इस रिक्वेस्ट पर कई मैसेज भेजे हैं। हम उन्हें पढ़ेंगे; और भेजने से पहले थोड़ी देर रुकें।",
    "গত এক ঘণ্টায় আপনি এই অনুরোধে কয়েকটি বার্তা পাঠিয়েছেন। আমরা সেগুলো পড়ব; আরও পাঠানোর আগে একটু অপেক্ষা করুন।",
    "गेल्या एका तासात तुम्ही या विनंतीवर अनेक संदेश पाठवले आहेत. आम्ही ते वाचू; आणखी पाठवण्यापूर्वी थोडा वेळ थांबा.",
  ],
  too_many_streams: [
    429,
    "This is open in too many windows. Close some of them, then reload this page.",
    "यह बहुत सारी विंडो में खुला है। कुछ विंडो बंद करें, फिर यह पेज दोबारा खोलें।",
    "এটি অনেকগুলো উইন্ডোতে খোলা আছে। কয়েকটি উইন্ডো বন্ধ করে এই পেজটি আবার খুলুন।",
    "हे खूप विंडोंमध्ये उघडे आहे. काही विंडो बंद करा, मग हे पेज पुन्हा उघडा.",
  ],
  unsupported_media_type: [
    415,
    "Send the form as a form or as JSON.",
    "फ़ॉर्म को फ़ॉर्म या JSON के रूप में भेजें।",
    "ফর্মটি ফর্ম হিসেবে বা JSON হিসেবে পাঠান।",
    "फॉर्म हा फॉर्म म्हणून किंवा JSON म्हणून पाठवा.",
  ],
  not_found: [
    404,
    "We can't find this request. The link may be wrong, or the request was deleted.",
    "यह रिक्वेस्ट नहीं मिली। लिंक ग़लत हो सकता है, या रिक्वेस्ट डिलीट हो चुकी है।",
    "এই অনুরোধটি খুঁজে পাওয়া যাচ্ছে না। লিংকটি ভুল হতে পারে, বা অনুরোধটি মুছে ফেলা হয়েছে।",
    "ही विनंती सापडली नाही. लिंक चुकीची असू शकते, किंवा विनंती डिलीट झाली आहे.",
  ],
  request_closed: [
    410,
    "This request is closed. To ask again, send a new request.",
    "यह रिक्वेस्ट बंद हो चुकी है। दोबारा पूछने के लिए नई रिक्वेस्ट भेजें।",
    "এই অনুরোধটি বন্ধ হয়ে গেছে। আবার কিছু জানতে চাইলে নতুন অনুরোধ পাঠান।",
    "ही विनंती बंद झाली आहे. पुन्हा विचारायचे असल्यास नवीन विनंती पाठवा.",
  ],
  no_authorization: [
    401,
    "Sign in to see this.",
    "इसे देखने के लिए साइन इन करें।",
    "এটি দেখতে সাইন ইন করুন।",
    "हे पाहण्यासाठी साइन इन करा.",
  ],
  bad_jwt: [
    401,
    "Your session has ended. Sign in again.",
    "आपका सेशन ख़त्म हो गया है। दोबारा साइन इन करें।",
    "আপনার সেশন শেষ হয়ে গেছে। আবার সাইন ইন করুন।",
    "तुमचे सेशन संपले आहे. पुन्हा साइन इन करा.",
  ],
  not_staff: [
    403,
    "This page is for the support team only.",
    "यह पेज सिर्फ़ सपोर्ट टीम के लिए है।",
    "এই পেজটি শুধু সাপোর্ট টিমের জন্য।",
    "हे पेज फक्त सपोर्ट टीमसाठी आहे.",
  ],
  insufficient_aal: [
    403,
    "Enter the code from your authenticator app first.",
    "पहले अपने ऑथेंटिकेटर ऐप का कोड डालें।",
    "আগে আপনার অথেন্টিকেটর অ্যাপের কোডটি দিন।",
    "आधी तुमच्या ऑथेंटिकेटर ॲपमधील कोड टाका.",
  ],
  invalid_status: [
    400,
    "That change isn't possible.",
    "यह बदलाव नहीं हो सकता।",
    "এই পরিবর্তন করা যাবে না।",
    "हा बदल करता येणार नाही.",
  ],
  note_required: [
    422,
    "Write a note saying why this request can be closed: it can't be closed without one.",
    "यह रिक्वेस्ट क्यों बंद की जा सकती है, इस पर एक नोट लिखें: नोट के बिना यह बंद नहीं होगी।",
    "এই অনুরোধটি কেন বন্ধ করা যায়, তা নিয়ে একটি নোট লিখুন: নোট ছাড়া এটি বন্ধ হবে না।",
    "ही विनंती का बंद करता येईल, याबद्दल एक नोंद लिहा: नोंदीशिवाय ती बंद होणार नाही.",
  ],
  invalid_assignee: [
    400,
    "That change isn't possible.",
    "यह बदलाव नहीं हो सकता।",
    "এই পরিবর্তন করা যাবে না।",
    "हा बदल करता येणार नाही.",
  ],
  display_name_required: [
    409,
    "Set the name your replies are signed with before your first reply.",
    "पहला जवाब भेजने से पहले वह नाम लिखें जिससे आपके जवाब भेजे जाएँगे।",
    "প্রথম উত্তর পাঠানোর আগে সেই নামটি লিখুন, যে নামে আপনার উত্তরগুলো যাবে।",
    "पहिले उत्तर पाठवण्यापूर्वी, ज्या नावाने तुमची उत्तरे जातील ते नाव लिहा.",
  ],
  saved_reply_not_found: [
    404,
    "We can't find this saved reply. Someone may have deleted it.",
    "यह सेव किया हुआ जवाब नहीं मिला। हो सकता है किसी ने इसे डिलीट कर दिया हो।",
    "এই সেভ করা উত্তরটি পাওয়া যাচ্ছে না। হয়তো কেউ এটি মুছে ফেলেছেন।",
    "हे सेव्ह केलेले उत्तर सापडले नाही. कदाचित कोणीतरी ते डिलीट केले असेल.",
  ],
  not_closed: [
    409,
    "You can answer this once the request is closed.",
    "रिक्वेस्ट बंद होने के बाद आप इसका जवाब दे सकते हैं।",
    "অনুরোধটি বন্ধ হওয়ার পরে আপনি এর উত্তর দিতে পারবেন।",
    "विनंती बंद झाल्यावर तुम्ही याचे उत्तर देऊ शकता.",
  ],
  already_answered: [
    409,
    "You have already answered this. Thank you.",
    "आप इसका जवाब पहले ही दे चुके हैं। धन्यवाद।",
    "আপনি এর উত্তর আগেই দিয়েছেন। ধন্যবাদ।",
    "तुम्ही याचे उत्तर आधीच दिले आहे. धन्यवाद.",
  ],
  helped_required: [
    400,
    "Choose Yes or No.",
    "हाँ या नहीं चुनें।",
    "হ্যাঁ বা না বেছে নিন।",
    "हो किंवा नाही निवडा.",
  ],
  invalid_token: [
    404,
    "This link doesn't work any more.",
    "यह लिंक अब काम नहीं करता।",
    "এই লিংকটি আর কাজ করে না।",
    "ही लिंक आता चालत नाही.",
  ],
  method_not_allowed: [
    405,
    "That isn't possible here.",
    "यहाँ यह नहीं हो सकता।",
    "এখানে এটা করা যায় না।",
    "इथे हे करता येत नाही.",
  ],
  invalid_exam: [
    400,
    "We don't know that exam. Reload the page and try again.",
    "यह परीक्षा हमें नहीं मिली। पेज दोबारा खोलकर कोशिश करें।",
    "এই পরীক্ষাটি আমাদের জানা নেই। পেজটি আবার খুলে চেষ্টা করুন।",
    "ही परीक्षा आमच्या यादीत नाही. पेज पुन्हा उघडून प्रयत्न करा.",
  ],
  exam_over: [
    400,
    "This exam has already begun.",
    "यह परीक्षा शुरू हो चुकी है।",
    "এই পরীক্ষা আগেই শুরু হয়ে গেছে।",
    "ही परीक्षा आधीच सुरू झाली आहे.",
  ],
  email_required: [
    400,
    "Your account has no email address. Add one on your account page to get reminders.",
    "आपके अकाउंट में कोई ईमेल पता नहीं है। रिमाइंडर पाने के लिए अकाउंट पेज पर ईमेल जोड़ें।",
    "আপনার অ্যাকাউন্টে কোনো ইমেল ঠিকানা নেই। রিমাইন্ডার পেতে অ্যাকাউন্ট পেজে একটি ইমেল যোগ করুন।",
    "तुमच्या खात्यात ईमेल पत्ता नाही. रिमाइंडर मिळवण्यासाठी खात्याच्या पेजवर ईमेल जोडा.",
  ],
  reminder_not_found: [
    404,
    "We can't find this reminder. It may have been removed already.",
    "यह रिमाइंडर नहीं मिला। हो सकता है यह पहले ही हटाया जा चुका हो।",
    "এই রিমাইন্ডারটি পাওয়া যাচ্ছে না। হয়তো এটি আগেই সরিয়ে ফেলা হয়েছে।",
    "हा रिमाइंडर सापडला नाही. कदाचित तो आधीच काढून टाकला असेल.",
  ],
  service_unavailable: [
    503,
    "We couldn't do that just now. Please try again in a moment.",
    "अभी यह नहीं हो सका। थोड़ी देर में दोबारा कोशिश करें।",
    "এই মুহূর্তে এটা করা গেল না। একটু পরে আবার চেষ্টা করুন।",
    "आत्ता हे करता आले नाही. थोड्या वेळाने पुन्हा प्रयत्न करा.",
  ],
} as const satisfies Record<string, readonly [number, string, string, string, string]>;
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
    return ERRORS[this.code][(1 + LOCALES.indexOf(locale)) as 1 | 2 | 3 | 4];
  }
}

export const bestTimeNames: Record<Locale, Record<string, string>> = {
  en: { morning: "Morning", afternoon: "Afternoon", evening: "Evening", any: "Any time" },
  hi: { morning: "सुबह", afternoon: "दोपहर", evening: "शाम", any: "कभी भी" },
  bn: { morning: "সকাল", afternoon: "দুপুর", evening: "সন্ধ্যা", any: "যেকোনো সময়" },
  mr: { morning: "सकाळ", afternoon: "दुपार", evening: "संध्याकाळ", any: "कधीही" },
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
  bn: {
    message: "বার্তা",
    city: "শহর",
    hospital: "হাসপাতাল",
    date_from: "কবে থেকে",
    date_to: "কবে পর্যন্ত",
    student_class: "শ্রেণি",
  },
  mr: {
    message: "संदेश",
    city: "शहर",
    hospital: "रुग्णालय",
    date_from: "कधीपासून",
    date_to: "कधीपर्यंत",
    student_class: "इयत्ता",
  },
};
