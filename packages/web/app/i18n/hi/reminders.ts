/** The reminder dialog's words in Hindi: the same keys and parameters as i18n/en/reminders.ts. */
import type { Widen } from "../catalogue.ts";
import type { reminders as english } from "../en/reminders.ts";

/** English's messages, widened (ReminderMessages in i18n/reminders.ts, whose loader imports this file). */
type ReminderMessages = Widen<typeof english>;

export const reminders: ReminderMessages = {
  title: (exam: string) => `रिमाइंडर: ${exam}`,
  intro: "हम परीक्षा से पहले आपको ईमेल करेंगे, ताकि आप समय रहते एडमिट कार्ड और सेंटर देख लें।",
  loading: "आपके रिमाइंडर खुल रहे हैं...",
  signInBody: "ईमेल से रिमाइंडर पाने के लिए साइन इन करें। आपके रिमाइंडर आपके अकाउंट में रहते हैं।",
  signIn: "साइन इन करें",
  secondFactorBody: "साइन इन पूरा करने के लिए अपने ऑथेंटिकेटर ऐप का कोड डालें।",
  enterCode: "कोड डालें",
  expectedNote:
    "अभी तारीख़ घोषित नहीं हुई है। तारीख़ घोषित होते ही, परीक्षा से जितने दिन पहले आपने चुना है, उतने दिन पहले ईमेल करेंगे; अगर तारीख़ उससे भी देर से आए, तो पता चलते ही।",
  choose: "कितने दिन पहले?",
  days: (n: string) => `${n} दिन पहले`,
  oneDay: "1 दिन पहले (परीक्षा से एक दिन पहले)",
  remindMe: "याद दिलाएँ",
  saving: "सेव कर रहे हैं...",
  yours: "इस परीक्षा के आपके रिमाइंडर",
  none: "इस परीक्षा के लिए अभी आपका कोई रिमाइंडर नहीं है।",
  onDay: (days: string, date: string) => `${days}: हम आपको ${date} को ईमेल करेंगे।`,
  waitingForDate: (days: string) => `${days}: तारीख़ घोषित होते ही हम आपको ईमेल करेंगे।`,
  sent: (days: string, date: string) => `${days}: ${date} को ईमेल भेज दिया।`,
  past: (days: string) => `${days}: परीक्षा शुरू हो चुकी है।`,
  remove: "हटाएँ",
  removeName: (days: string) => `रिमाइंडर हटाएँ: ${days}`,
  added: (date: string) => `हो गया: हम आपको ${date} को ईमेल करेंगे।`,
  addedExpected: "हो गया: तारीख़ घोषित होते ही हम आपको ईमेल करेंगे।",
  removed: "रिमाइंडर हटा दिया।",
  sentTo: (email: string) => `रिमाइंडर ${email} पर आएँगे।`,
  errors: {
    exam_over: "यह परीक्षा शुरू हो चुकी है: अब याद दिलाने को कुछ नहीं है।",
    email_required: "आपके अकाउंट में कोई ईमेल पता नहीं है। रिमाइंडर पाने के लिए अकाउंट पेज पर ईमेल जोड़ें।",
    invalid_exam: "यह परीक्षा अब हमारे कैलेंडर में नहीं है। पेज दोबारा खोलकर कोशिश करें।",
    failed: "यह नहीं हो सका। अपना कनेक्शन देखें और दोबारा कोशिश करें।",
  },
};
