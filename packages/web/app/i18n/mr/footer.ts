// Twin of i18n/hi/footer.ts (Marathi).
import type { Messages } from "../catalogue.ts";

export const footer: Messages["footer"] = {
  allWaysToReachUs: "आमच्याशी संपर्क साधण्याचे सर्व मार्ग",
  columns: {
    services: "सेवा",
    resources: "माहिती",
    company: "Saathi",
    legal: "कायदेशीर",
  },
  entries: {
    academicCounselling: "अभ्यासाशी संबंधित समुपदेशन",
    peerSupport: "पीअर सपोर्ट ग्रुप",
    patientSupport: "दिवस-रात्र खाजगी मदत",
    icuWard: "आयसीयू आणि वॉर्डमध्ये मदत",
    studyGuides: "अभ्यासाचे मार्गदर्शक",
    healthGuides: "आरोग्याचे मार्गदर्शक",
    audioLectures: "ऑडिओ लेक्चर",
    templates: "टेम्पलेट आणि फॉर्म",
    about: "आमच्याबद्दल",
    counsellors: "आमचे समुपदेशक",
    careers: "करिअर",
    partner: "पार्टनर प्रोग्राम",
    privacy: "प्रायव्हसी पॉलिसी",
    terms: "सेवेच्या अटी",
    cookies: "कुकी पॉलिसी",
    accessibility: "ॲक्सेसिबिलिटी",
  },
  newsletterLabel: "नवीन माहिती ईमेलवर मिळवा",
  newsletterConsent: "मला दर आठवड्याला नवीन मार्गदर्शकांची यादी ईमेल करा. हे कधीही बंद करता येते.",
  newsletterMore: "आठवड्याचा ईमेल कसा काम करतो",
  emailPlaceholder: "tumhi@example.com",
  subscribe: "सबस्क्राइब करा",
  followUs: "आम्हाला फॉलो करा",
  copyright: (year, name) => `© ${year} ${name}. सर्व हक्क राखीव.`,
  top: "वर जा",
};
