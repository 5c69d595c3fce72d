/** The Pages view's and dashboard's words in Hindi: the same keys as i18n/en/staff-insights.ts. */
import type { Widen } from "../catalogue.ts";
import type { staff as english } from "../en/staff.ts";

/** English's messages, widened (StaffMessages in i18n/staff.ts, whose loader imports this file). */
type StaffMessages = Widen<typeof english>;

export const insights: StaffMessages["insights"] = {
  nav: {
    label: "डेस्क के हिस्से",
    queue: "कतार",
    pages: "पेज",
    dashboard: "डैशबोर्ड",
  },
  loading: "लोड हो रहा है...",
  failed: "यह लोड नहीं हुआ। अपना कनेक्शन देखें और दोबारा कोशिश करें।",
  tryAgain: "दोबारा कोशिश करें",

  pages: {
    heading: "पेज हमें क्या बताते हैं",
    intro:
      'हर पेज के लिए: उसे कितनी बार पढ़ा गया, "क्या यह पेज काम का था?" पर पढ़ने वालों ने क्या जवाब दिया, और उस पेज से कितनी रिक्वेस्ट भेजी गईं। संपर्क दर हर 1,000 व्यू पर "नहीं" जवाबों और रिक्वेस्ट की संख्या है: जिस पेज की दर सबसे ज़्यादा है, उसे पहले ठीक करें। दोनों भाषाएँ साथ गिनी जाती हैं।',
    period: "अवधि",
    last7: "पिछले 7 दिन",
    last30: "पिछले 30 दिन",
    caption: (from: string, to: string) =>
      `${from} से ${to} तक के पेज (भारतीय समय)। किसी कॉलम से क्रम बदलने के लिए उसका शीर्षक चुनें।`,
    empty: "इस अवधि में कोई पेज न पढ़ा गया, न उस पर जवाब आया, न वहाँ से रिक्वेस्ट आई।",
    columns: {
      path: "पेज",
      views: "व्यू",
      yes: "काम का: हाँ",
      no: "काम का: नहीं",
      requests: "पेज से आई रिक्वेस्ट",
      rate: "हर 1,000 व्यू पर संपर्क दर",
    },
    sortBy: (column: string) => `${column} के हिसाब से क्रम लगाएँ`,
    noViews: "कोई व्यू नहीं",
    byLanguage: (en: string, hi: string) => `अंग्रेज़ी ${en}, हिंदी ${hi}`,
    answers: (count: string) => `${count} "नहीं" जवाबों में क्या कहा गया`,
    languages: { en: "अंग्रेज़ी", hi: "हिंदी", bn: "बांग्ला", mr: "मराठी" },
    sorted: (column: string, direction: string) => `${column} के हिसाब से क्रम, ${direction}।`,
    ascending: "सबसे कम पहले",
    descending: "सबसे ज़्यादा पहले",
  },

  dashboard: {
    heading: "डेस्क डैशबोर्ड",
    refreshedAt: (time: string) => `${time} तक की जानकारी`,
    refresh: "दोबारा लोड करें",
    open: {
      heading: "खुली रिक्वेस्ट",
      total: (count: string) => `${count} खुली (नई, जिन पर काम चल रहा है, या व्यक्ति के जवाब का इंतज़ार)`,
      kind: "किस बारे में",
      all: "सभी तरह की",
      totalColumn: "कुल",
      ages: {
        "under-4h": "4 घंटे से कम",
        "4h-24h": "4 से 24 घंटे",
        "1d-7d": "1 से 7 दिन",
        "over-7d": "7 दिन से ज़्यादा",
      },
      caption: "खुली रिक्वेस्ट, किस बारे में हैं और भेजे जाने के बाद कितना समय बीता।",
      none: "कोई खुली रिक्वेस्ट नहीं है।",
    },
    firstReply: {
      heading: "पहले जवाब में लगा समय",
      intro:
        "रिक्वेस्ट आने से टीम के पहले जवाब तक का मीडियन समय, हर हफ़्ते भेजे गए पहले जवाबों के लिए (घड़ी का समय, रात और छुट्टी के दिन भी गिने गए)।",
      thisWeek: "इस हफ़्ते (पिछले 7 दिन)",
      lastWeek: "पिछले हफ़्ते (7 से 14 दिन पहले)",
      median: (time: string, count: string) => `${time} (${count} रिक्वेस्ट का जवाब दिया गया)`,
      none: "इस हफ़्ते कोई पहला जवाब नहीं भेजा गया।",
    },
    targets: {
      heading: "जवाब-समय लक्ष्य से आगे",
      basis:
        "टीम के जवाब का इंतज़ार कर रहे वे खुले अनुरोध, जिनका इंतज़ार उनके प्रकार के जवाब-समय लक्ष्य से लंबा हो गया है (इंतज़ार शुरू होने से घड़ी के हिसाब से; DESK_REPLY_TARGETS से तय), सबसे ज़्यादा देर वाले पहले।",
      count: (count: string) => `${count} अपने लक्ष्य के बाद भी इंतज़ार में`,
      none: "कोई नहीं: टीम के जवाब का इंतज़ार कर रही हर रिक्वेस्ट अपने लक्ष्य के भीतर है।",
      reference: "रेफ़रेंस",
      kind: "किस बारे में",
      late: "कितनी देर",
      caption: "अपने जवाब-समय लक्ष्य के बाद भी इंतज़ार कर रही रिक्वेस्ट, सबसे ज़्यादा देर वाली पहले।",
    },
    didItHelp: {
      heading: "क्या इससे मदद मिली?",
      intro:
        'अनुरोध बंद होने के बाद लोगों ने "क्या इससे मदद मिली?" का जो जवाब दिया, जवाब देने वाले हफ़्ते के हिसाब से।',
      counts: (yes: string, no: string) => `हाँ ${yes}, नहीं ${no}`,
      none: "इस हफ़्ते कोई जवाब नहीं।",
    },
    risk: {
      heading: "ख़तरे की आशंका",
      intro: (days: string) =>
        `पिछले ${days} दिनों में "ख़तरे की आशंका" मार्क हुई रिक्वेस्ट, और हर एक का पहला जवाब कितनी जल्दी दिया गया।`,
      none: 'इस अवधि में कोई रिक्वेस्ट "ख़तरे की आशंका" मार्क नहीं हुई।',
      reference: "रेफ़रेंस",
      sent: "भेजी गई",
      status: "स्थिति",
      firstAnswer: "पहला जवाब",
      after: (time: string) => `${time} बाद`,
      waiting: (time: string) => `अभी जवाब नहीं दिया गया: ${time} से इंतज़ार`,
      caption: "ख़तरे की आशंका वाली रिक्वेस्ट, सबसे नई पहले।",
    },
  },
};
