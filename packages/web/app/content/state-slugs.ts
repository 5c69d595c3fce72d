/**
 * Issue 35: India's 28 states and 8 union territories, as the slugs of their pages
 * (/state/<slug>). Kept apart from their data (states.ts) so that the route list
 * (routes.ts) can name the paths without loading the facts.
 */
import type { Locale } from "../i18n/locales.ts";
import { stateNames as bengaliNames } from "./bn/state-names.ts";
import { stateNames as marathiNames } from "./mr/state-names.ts";

import { stateSlugs, type StateSlug } from "./state-slug-list.ts";

export {
  isStateSlug,
  statePaths,
  stateSlugs,
  unionTerritorySlugs,
  type StatePath,
  type StateSlug,
} from "./state-slug-list.ts";

/** Each state's name in English and Hindi (the state choice lists them, so they stay small). */
const englishAndHindiNames: Record<StateSlug, { en: string; hi: string }> = {
  "andhra-pradesh": { en: "Andhra Pradesh", hi: "आंध्र प्रदेश" },
  "arunachal-pradesh": { en: "Arunachal Pradesh", hi: "अरुणाचल प्रदेश" },
  assam: { en: "Assam", hi: "असम" },
  bihar: { en: "Bihar", hi: "बिहार" },
  chhattisgarh: { en: "Chhattisgarh", hi: "छत्तीसगढ़" },
  goa: { en: "Goa", hi: "गोवा" },
  gujarat: { en: "Gujarat", hi: "गुजरात" },
  haryana: { en: "Haryana", hi: "हरियाणा" },
  "himachal-pradesh": { en: "Himachal Pradesh", hi: "हिमाचल प्रदेश" },
  jharkhand: { en: "Jharkhand", hi: "झारखंड" },
  karnataka: { en: "Karnataka", hi: "कर्नाटक" },
  kerala: { en: "Kerala", hi: "केरल" },
  "madhya-pradesh": { en: "Madhya Pradesh", hi: "मध्य प्रदेश" },
  maharashtra: { en: "Maharashtra", hi: "महाराष्ट्र" },
  manipur: { en: "Manipur", hi: "मणिपुर" },
  meghalaya: { en: "Meghalaya", hi: "मेघालय" },
  mizoram: { en: "Mizoram", hi: "मिज़ोरम" },
  nagaland: { en: "Nagaland", hi: "नगालैंड" },
  odisha: { en: "Odisha", hi: "ओडिशा" },
  punjab: { en: "Punjab", hi: "पंजाब" },
  rajasthan: { en: "Rajasthan", hi: "राजस्थान" },
  sikkim: { en: "Sikkim", hi: "सिक्किम" },
  "tamil-nadu": { en: "Tamil Nadu", hi: "तमिलनाडु" },
  telangana: { en: "Telangana", hi: "तेलंगाना" },
  tripura: { en: "Tripura", hi: "त्रिपुरा" },
  "uttar-pradesh": { en: "Uttar Pradesh", hi: "उत्तर प्रदेश" },
  uttarakhand: { en: "Uttarakhand", hi: "उत्तराखंड" },
  "west-bengal": { en: "West Bengal", hi: "पश्चिम बंगाल" },
  "andaman-and-nicobar-islands": {
    en: "Andaman and Nicobar Islands",
    hi: "अंडमान और निकोबार द्वीपसमूह",
  },
  chandigarh: { en: "Chandigarh", hi: "चंडीगढ़" },
  "dadra-and-nagar-haveli-and-daman-and-diu": {
    en: "Dadra and Nagar Haveli and Daman and Diu",
    hi: "दादरा और नगर हवेली और दमन और दीव",
  },
  delhi: { en: "Delhi", hi: "दिल्ली" },
  "jammu-and-kashmir": { en: "Jammu and Kashmir", hi: "जम्मू और कश्मीर" },
  ladakh: { en: "Ladakh", hi: "लद्दाख" },
  lakshadweep: { en: "Lakshadweep", hi: "लक्षद्वीप" },
  puducherry: { en: "Puducherry", hi: "पुडुचेरी" },
};

/**
 * Each state's name in every language: English and Hindi above, the languages added since from
 * their own folders (content/<code>/state-names.ts).
 */
export const stateNames = Object.fromEntries(
  stateSlugs.map((slug) => [
    slug,
    { ...englishAndHindiNames[slug], bn: bengaliNames[slug], mr: marathiNames[slug] },
  ]),
) as Record<StateSlug, Record<Locale, string>>;
