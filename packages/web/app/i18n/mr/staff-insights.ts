/** The Pages view's and dashboard's words in Marathi (twin of i18n/hi/staff-insights.ts): the same keys as i18n/en/staff-insights.ts. */
import { localDigits } from "../../lib/digits.ts";
import type { Widen } from "../catalogue.ts";
import type { staff as english } from "../en/staff.ts";

/** English's messages, widened (StaffMessages in i18n/staff.ts, whose loader imports this file). */
type StaffMessages = Widen<typeof english>;

export const insights: StaffMessages["insights"] = {
  nav: {
    label: "डेस्कचे भाग",
    queue: "रांग",
    pages: "पेजेस",
    dashboard: "डॅशबोर्ड",
  },
  loading: "लोड होत आहे...",
  failed: "हे लोड झाले नाही. तुमचे कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.",
  tryAgain: "पुन्हा प्रयत्न करा",

  pages: {
    heading: "पेजेस आम्हाला काय सांगतात",
    intro:
      'प्रत्येक पेजसाठी: ते किती वेळा वाचले गेले, "हे पेज तुमच्या उपयोगाचे होते का?" याला वाचकांनी काय उत्तर दिले, आणि त्या पेजवरून किती रिक्वेस्ट पाठवल्या गेल्या. संपर्क दर म्हणजे दर १,००० व्ह्यूमागे "नाही" उत्तरे आणि रिक्वेस्टची संख्या: ज्या पेजचा दर सर्वात जास्त आहे, ते आधी दुरुस्त करा. दोन्ही भाषा एकत्र मोजल्या जातात.',
    period: "कालावधी",
    last7: "गेले ७ दिवस",
    last30: "गेले ३० दिवस",
    caption: (from: string, to: string) =>
      `${from} ते ${to} पर्यंतची पेजेस (भारतीय वेळ). एखाद्या कॉलमनुसार क्रम बदलण्यासाठी त्याचे शीर्षक निवडा.`,
    empty: "या कालावधीत कोणतेही पेज वाचले गेले नाही, त्यावर उत्तर आले नाही, किंवा तिथून रिक्वेस्ट आली नाही.",
    columns: {
      path: "पेज",
      views: "व्ह्यू",
      yes: "उपयोगाचे: हो",
      no: "उपयोगाचे: नाही",
      requests: "पेजवरून आलेल्या रिक्वेस्ट",
      rate: "दर १,००० व्ह्यूमागे संपर्क दर",
    },
    sortBy: (column: string) => `${column} नुसार क्रम लावा`,
    noViews: "एकही व्ह्यू नाही",
    byLanguage: (en: string, hi: string) =>
      `इंग्रजी ${localDigits(en, "mr")}, हिंदी ${localDigits(hi, "mr")}`,
    answers: (count: string) => `${localDigits(count, "mr")} "नाही" उत्तरांमध्ये काय सांगितले`,
    languages: { en: "इंग्रजी", hi: "हिंदी", bn: "बंगाली", mr: "मराठी" },
    sorted: (column: string, direction: string) => `${column} नुसार क्रम, ${direction}.`,
    ascending: "सर्वात कमी आधी",
    descending: "सर्वात जास्त आधी",
  },

  dashboard: {
    heading: "डेस्क डॅशबोर्ड",
    refreshedAt: (time: string) => `${time} पर्यंतची माहिती`,
    refresh: "पुन्हा लोड करा",
    open: {
      heading: "उघड्या रिक्वेस्ट",
      total: (count: string) =>
        `${localDigits(count, "mr")} उघड्या (नवीन, ज्यांवर काम सुरू आहे, किंवा व्यक्तीच्या उत्तराची वाट)`,
      kind: "कशाबद्दल",
      all: "सर्व प्रकारच्या",
      totalColumn: "एकूण",
      ages: {
        "under-4h": "४ तासांपेक्षा कमी",
        "4h-24h": "४ ते २४ तास",
        "1d-7d": "१ ते ७ दिवस",
        "over-7d": "७ दिवसांपेक्षा जास्त",
      },
      caption: "उघड्या रिक्वेस्ट, कशाबद्दल आहेत आणि पाठवल्यापासून किती वेळ झाला.",
      none: "एकही उघडी रिक्वेस्ट नाही.",
    },
    firstReply: {
      heading: "पहिल्या उत्तराला लागलेला वेळ",
      intro:
        "रिक्वेस्ट आल्यापासून टीमच्या पहिल्या उत्तरापर्यंतचा मीडियन वेळ, दर आठवड्याला पाठवलेल्या पहिल्या उत्तरांसाठी (घड्याळाचा वेळ, रात्र आणि सुट्टीचे दिवसही मोजले).",
      thisWeek: "हा आठवडा (गेले ७ दिवस)",
      lastWeek: "मागचा आठवडा (७ ते १४ दिवसांपूर्वी)",
      median: (time: string, count: string) =>
        `${time} (${localDigits(count, "mr")} रिक्वेस्टना उत्तर दिले)`,
      none: "या आठवड्यात एकही पहिले उत्तर पाठवले गेले नाही.",
    },
    targets: {
      heading: "उत्तर-वेळ लक्ष्याच्या पुढे",
      basis:
        "टीमच्या उत्तराची वाट पाहणाऱ्या त्या उघड्या विनंत्या, ज्यांची वाट त्यांच्या प्रकाराच्या उत्तर-वेळ लक्ष्यापेक्षा लांबली आहे (वाट सुरू झाल्यापासून घड्याळानुसार; DESK_REPLY_TARGETS ने ठरवलेले), सर्वात जास्त उशीर झालेल्या आधी.",
      count: (count: string) => `${localDigits(count, "mr")} त्यांच्या लक्ष्यानंतरही वाट पाहत आहेत`,
      none: "एकही नाही: टीमच्या उत्तराची वाट पाहणारी प्रत्येक रिक्वेस्ट तिच्या लक्ष्याच्या आत आहे.",
      reference: "रेफरन्स",
      kind: "कशाबद्दल",
      late: "किती उशीर",
      caption: "त्यांच्या उत्तर-वेळ लक्ष्यानंतरही वाट पाहणाऱ्या रिक्वेस्ट, सर्वात जास्त उशीर झालेली आधी.",
    },
    didItHelp: {
      heading: "याने मदत झाली का?",
      intro: 'विनंती बंद झाल्यानंतर लोकांनी "याने मदत झाली का?" याला दिलेली उत्तरे, उत्तर दिलेल्या आठवड्यानुसार.',
      counts: (yes: string, no: string) =>
        `हो ${localDigits(yes, "mr")}, नाही ${localDigits(no, "mr")}`,
      none: "या आठवड्यात एकही उत्तर नाही.",
    },
    risk: {
      heading: "धोक्याची शक्यता",
      intro: (days: string) =>
        `गेल्या ${localDigits(days, "mr")} दिवसांत "धोक्याची शक्यता" अशी खूण झालेल्या रिक्वेस्ट, आणि प्रत्येकीला पहिले उत्तर किती लवकर दिले गेले.`,
      none: 'या कालावधीत एकाही रिक्वेस्टवर "धोक्याची शक्यता" अशी खूण झाली नाही.',
      reference: "रेफरन्स",
      sent: "पाठवली",
      status: "स्थिती",
      firstAnswer: "पहिले उत्तर",
      after: (time: string) => `${time} नंतर`,
      waiting: (time: string) => `अजून उत्तर दिले नाही: ${time} पासून वाट`,
      caption: "धोक्याची शक्यता असलेल्या रिक्वेस्ट, सर्वात नवीन आधी.",
    },
  },
};
