// Twin of i18n/hi/tools.ts (Marathi).
import { localDigits } from "../../lib/digits.ts";
import type { Messages } from "../catalogue.ts";

export const tools: Messages["tools"] = {
  calendar: {
    groups: { entrance: "प्रवेश परीक्षा", boards: "बोर्ड परीक्षा", counselling: "काउन्सेलिंग" },
    announced: "जाहीर",
    expected: "अंदाजित",
    dateLabel: "तारीख",
    expectedLabel: "अंदाज",
    expectedWhen: (months: string) => `${months}: अजून कोणतीही तारीख जाहीर झालेली नाही`,
    lastTimeLabel: "मागच्या वेळच्या नक्की तारखा",
    whoLabel: "कोणासाठी",
    byLabel: "कोण घेते",
    officialSite: "अधिकृत वेबसाइट",
    notice: "अधिकृत नोटीस",
    reported: "बातमी",
    sourceAfterDates: ". स्रोत: ",
    checked: (date: string) => `${date} रोजी तपासले`,
    addToCalendar: "कॅलेंडरमध्ये जोडा",
    addToCalendarName: (exam: string) => `कॅलेंडरमध्ये जोडा: ${exam} (.ics फाइल)`,
    remindMe: "ईमेलने आठवण करून द्या",
    remindMeName: (exam: string) => `ईमेलने आठवण करून द्या: ${exam}`,
    feedHeading: "प्रत्येक परीक्षा तुमच्या कॅलेंडरमध्ये",
    feedBody:
      "सर्व परीक्षा एकाच फाइलमध्ये: तुमच्या फोनचे कॅलेंडर प्रत्येक परीक्षा पूर्ण दिवसाचा इव्हेंट म्हणून जोडेल. अंदाजित परीक्षा तिच्या संभाव्य महिन्याच्या पहिल्या दिवशी एका दिवसाचा इव्हेंट म्हणून दिसते, त्यावर तारीख अजून जाहीर झालेली नाही असे लिहिलेले असते; तारीख जाहीर झाल्यावर फाइल पुन्हा डाउनलोड करा, इव्हेंट त्या तारखेला येईल.",
    filterLegend: "या परीक्षा दाखवा",
    filterAll: "सर्व",
    kinds: {
      boards: "बोर्ड",
      engineering: "इंजिनिअरिंग",
      medical: "मेडिकल",
      law: "लॉ",
      defence: "डिफेन्स",
      universities: "विद्यापीठ (CUET)",
    },
    kindCount: (kind: string, count: number) => `${kind} (${localDigits(count, "mr")})`,
    stateHeading: "तुमच्या राज्याच्या बोर्ड आणि प्रवेश परीक्षा",
    stateBody:
      "कॅलेंडरमध्ये संपूर्ण भारताच्या परीक्षा आहेत, आणि ती राज्य बोर्डे जी यात नेहमीच असतात. तुमचे राज्य निवडा: या ब्राउझरमध्ये त्याच्या स्वतःच्या बोर्ड परीक्षा, प्रवेश परीक्षा आणि काउन्सेलिंगही यादीत येतील. प्रत्येक राज्याच्या पेजवरही त्या दिल्या आहेत.",
    stateChoose: "तुमचे राज्य निवडा",
    stateByState: "राज्यानुसार परीक्षा",
    stateKept: "खालील यादीत {state} च्या स्वतःच्या परीक्षाही आहेत, प्रत्येकीवर राज्याचे नाव लिहिलेले आहे.",
    stateChange: "राज्य बदला किंवा विसरा",
    stateFilter: "{state} च्या परीक्षा ({count})",
    feedLink: "सर्व परीक्षा कॅलेंडरमध्ये जोडा",
    feedName: "सर्व परीक्षा कॅलेंडरमध्ये जोडा (.ics फाइल)",
    calendarName: (site: string) => `परीक्षा कॅलेंडर २०२६-२७ (${site})`,
    icsExpectedTitle: (exam: string, months: string) =>
      `${exam}: ${months} मध्ये होण्याचा अंदाज, तारीख अजून जाहीर नाही`,
    icsExpected: (months: string) =>
      `${months} मध्ये होण्याचा अंदाज आहे. अजून कोणतीही तारीख जाहीर झालेली नाही: तयारीचा प्लॅन बनवण्याआधी अधिकृत वेबसाइट नक्की पाहा.`,
    icsLastTime: (dates: string, source: string) =>
      `मागच्या वेळच्या नक्की तारखा: ${dates}. स्रोत: ${source}`,
    icsAnnounced: (notice: string) => `जाहीर. अधिकृत नोटीस: ${notice}`,
    icsWho: (who: string) => `कोणासाठी: ${who}`,
    icsBy: (by: string) => `कोण घेते: ${by}`,
    icsSite: (site: string) => `अधिकृत वेबसाइट: ${site}`,
    icsChecked: (date: string, page: string) => `${date} रोजी तपासले. अधिक माहिती: ${page}`,
  },
  templates: {
    onTheSheet: "शीटवर काय आहे:",
    downloads: (title: string) => `${title} डाउनलोड करा`,
    downloadAs: (title: string, format: string, size: string) =>
      `${title}, ${format} ${localDigits(size, "mr")} डाउनलोड करा`,
    size: (kilobytes: string) => `${kilobytes} KB`,
    downloaded: (count: string) => `${localDigits(count, "mr")} वेळा डाउनलोड झाले`,
    name: "नाव",
    date: "तारीख",
    howToUse: "हे कसे वापरावे",
    howToUseBody:
      "हे A4 वर प्रिंट करा किंवा स्क्रीनवरच भरा. प्रत्येक ओळीत एक गोष्ट लिहा, आणि दर आठवड्याला एकदा हे पुन्हा पाहा.",
    fields: "भरा",
    sheetColumns: "एका वेळी एक ओळ भरा",
    footer: (site: string) => `${site} कडून मोफत शीट`,
  },
  checklist: {
    count: (done: string, total: string) =>
      `${localDigits(total, "mr")} पैकी ${localDigits(done, "mr")} झाले`,
    clear: "पुसून टाका",
    clearName: (heading: string) => `पुसून टाका: ${heading}`,
  },
  share: {
    share: "शेअर करा",
    shareName: (title: string) => `शेअर करा: ${title}`,
    copyLink: "लिंक कॉपी करा",
    copyLinkName: (title: string) => `लिंक कॉपी करा: ${title}`,
    copied: "लिंक कॉपी झाली",
    copiedBody: "ती एखाद्या मेसेज किंवा चॅटमध्ये पेस्ट करा.",
    copyFailed: "लिंक कॉपी होऊ शकली नाही",
    copyFailedBody: "त्याऐवजी ब्राउझरच्या ॲड्रेस बारमधून कॉपी करा.",
  },
};
