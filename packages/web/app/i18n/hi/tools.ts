import type { Messages } from "../catalogue.ts";

export const tools: Messages["tools"] = {
  calendar: {
    groups: { entrance: "एंट्रेंस परीक्षा", boards: "बोर्ड परीक्षा", counselling: "काउंसलिंग" },
    announced: "घोषित",
    expected: "अनुमानित",
    dateLabel: "तारीख़",
    expectedLabel: "अनुमान",
    expectedWhen: (months: string) => `${months}: अभी कोई तारीख़ घोषित नहीं हुई`,
    lastTimeLabel: "पिछली पक्की तारीख़ें",
    whoLabel: "किसके लिए",
    byLabel: "कौन कराता है",
    officialSite: "ऑफ़िशियल वेबसाइट",
    notice: "ऑफ़िशियल नोटिस",
    reported: "ख़बर",
    sourceAfterDates: "। स्रोत: ",
    checked: (date: string) => `${date} को जाँचा गया`,
    addToCalendar: "कैलेंडर में जोड़ें",
    addToCalendarName: (exam: string) => `कैलेंडर में जोड़ें: ${exam} (.ics फ़ाइल)`,
    remindMe: "ईमेल से याद दिलाएं",
    remindMeName: (exam: string) => `ईमेल से याद दिलाएं: ${exam}`,
    feedHeading: "हर परीक्षा आपके कैलेंडर में",
    feedBody:
      "सब परीक्षाएँ एक ही फ़ाइल में: आपके फ़ोन का कैलेंडर हर एक को पूरे दिन के इवेंट की तरह जोड़ देगा। अनुमानित परीक्षाएँ अपने संभावित महीने भर दिखती हैं और उन पर (अनुमानित) लिखा होता है; तारीख़ घोषित होने पर फ़ाइल दोबारा डाउनलोड करें, इवेंट अपडेट हो जाएगा।",
    feedLink: "सारी परीक्षाएँ कैलेंडर में जोड़ें",
    feedName: "सारी परीक्षाएँ कैलेंडर में जोड़ें (.ics फ़ाइल)",
    calendarName: (site: string) => `परीक्षा कैलेंडर 2026-27 (${site})`,
    expectedMark: "(अनुमानित)",
    icsExpected: (months: string) =>
      `${months} में होने का अनुमान है। अभी कोई तारीख़ घोषित नहीं हुई: तैयारी का प्लान बनाने से पहले ऑफ़िशियल वेबसाइट ज़रूर देखें।`,
    icsLastTime: (dates: string, source: string) => `पिछली पक्की तारीख़ें: ${dates}। स्रोत: ${source}`,
    icsAnnounced: (notice: string) => `घोषित। ऑफ़िशियल नोटिस: ${notice}`,
    icsWho: (who: string) => `किसके लिए: ${who}`,
    icsBy: (by: string) => `कौन कराता है: ${by}`,
    icsSite: (site: string) => `ऑफ़िशियल वेबसाइट: ${site}`,
    icsChecked: (date: string, page: string) => `${date} को जाँचा गया। ज़्यादा जानकारी: ${page}`,
  },
  templates: {
    onTheSheet: "शीट पर क्या है:",
    downloads: (title: string) => `${title} डाउनलोड करें`,
    downloadAs: (title: string, format: string, size: string) =>
      `${title}, ${format} ${size} डाउनलोड करें`,
    size: (kilobytes: string) => `${kilobytes} KB`,
    name: "नाम",
    date: "तारीख़",
    howToUse: "इसे कैसे इस्तेमाल करें",
    howToUseBody:
      "इसे A4 पर प्रिंट करें या स्क्रीन पर ही भरें। हर लाइन में एक बात लिखें, और हर हफ़्ते इसे एक बार पलटकर देखें।",
    fields: "भरें",
    sheetColumns: "एक बार में एक लाइन भरें",
    footer: (site: string) => `${site} की ओर से मुफ़्त शीट`,
  },
};
