/** The reminder dialog's words in Marathi (twin of i18n/hi/reminders.ts): the same keys and parameters as i18n/en/reminders.ts. */
import { localDigits } from "../../lib/digits.ts";
import type { Widen } from "../catalogue.ts";
import type { reminders as english } from "../en/reminders.ts";

/** English's messages, widened (ReminderMessages in i18n/reminders.ts, whose loader imports this file). */
type ReminderMessages = Widen<typeof english>;

export const reminders: ReminderMessages = {
  title: (exam: string) => `रिमाइंडर: ${exam}`,
  intro: "आम्ही परीक्षेआधी तुम्हाला ईमेल करू, म्हणजे तुम्ही वेळेत ॲडमिट कार्ड आणि सेंटर पाहून घ्याल.",
  loading: "तुमचे रिमाइंडर उघडत आहेत...",
  signInBody: "ईमेलने रिमाइंडर मिळवण्यासाठी साइन इन करा. तुमचे रिमाइंडर तुमच्या अकाउंटमध्ये राहतात.",
  signIn: "साइन इन करा",
  secondFactorBody: "साइन इन पूर्ण करण्यासाठी तुमच्या ऑथेंटिकेटर ॲपचा कोड टाका.",
  enterCode: "कोड टाका",
  expectedNote:
    "अजून तारीख जाहीर झालेली नाही. तारीख जाहीर होताच, परीक्षेच्या तुम्ही निवडलेल्या दिवसांइतके आधी आम्ही ईमेल करू; तारीख त्याहूनही उशिरा जाहीर झाली, तर ती कळताच ईमेल करू.",
  choose: "किती दिवस आधी?",
  days: (n: string) => `${localDigits(n, "mr")} दिवस आधी`,
  oneDay: "१ दिवस आधी (परीक्षेच्या एक दिवस आधी)",
  remindMe: "आठवण करून द्या",
  saving: "सेव्ह करत आहोत...",
  yours: "या परीक्षेचे तुमचे रिमाइंडर",
  none: "या परीक्षेसाठी अजून तुमचा एकही रिमाइंडर नाही.",
  onDay: (days: string, date: string) => `${days}: आम्ही तुम्हाला ${date} रोजी ईमेल करू.`,
  waitingForDate: (days: string) => `${days}: तारीख जाहीर होताच आम्ही तुम्हाला ईमेल करू.`,
  sent: (days: string, date: string) => `${days}: ${date} रोजी ईमेल पाठवला.`,
  past: (days: string) => `${days}: परीक्षा सुरू झाली आहे.`,
  remove: "काढा",
  removeName: (days: string) => `रिमाइंडर काढा: ${days}`,
  added: (date: string) => `झाले: आम्ही तुम्हाला ${date} रोजी ईमेल करू.`,
  addedExpected: "झाले: तारीख जाहीर होताच आम्ही तुम्हाला ईमेल करू.",
  removed: "रिमाइंडर काढला.",
  sentTo: (email: string) => `रिमाइंडर ${email} वर येतील.`,
  errors: {
    exam_over: "ही परीक्षा सुरू झाली आहे: आता आठवण करून देण्यासारखे काही नाही.",
    email_required: "तुमच्या अकाउंटमध्ये ईमेल पत्ता नाही. रिमाइंडर मिळवण्यासाठी अकाउंट पेजवर ईमेल जोडा.",
    invalid_exam: "ही परीक्षा आता आमच्या कॅलेंडरमध्ये नाही. पेज पुन्हा उघडून प्रयत्न करा.",
    failed: "हे होऊ शकले नाही. तुमचे कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.",
  },
};
