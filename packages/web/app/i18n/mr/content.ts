// Twin of i18n/hi/content.ts (Marathi).
import type { Messages } from "../catalogue.ts";

export const content: Messages["content"] = {
  homeCrumb: "होम",
  audiences: {
    students: { label: "विद्यार्थी", indexHeading: "विद्यार्थ्यांसाठी सर्व मार्गदर्शक" },
    patients: {
      label: "रुग्ण आणि कुटुंब",
      indexHeading: "रुग्ण आणि कुटुंबांसाठी सर्व मार्गदर्शक",
    },
  },
  everyone: "विद्यार्थी, रुग्ण आणि कुटुंब",
  urgentStateLink: "तुमच्या राज्याची हेल्पलाइन",
  urgentHelpHeading: "तुम्हाला आत्ता मदत हवी असेल तर",
  urgentLines: {
    emergency: "इमर्जन्सी: पोलीस, अग्निशमन दल (फायर ब्रिगेड), ॲम्ब्युलन्स",
    ambulance: "ॲम्ब्युलन्स",
    "tele-manas": "टेली-मानस (Tele-MANAS) मानसिक आरोग्य हेल्पलाइन, मोफत, २४ तास",
  },
  urgentLineSources: {
    emergency: "भारताचा एकच इमर्जन्सी नंबर, सर्व कामांसाठी (पोलीस, अग्निशमन दल, ॲम्ब्युलन्स), २४ तास",
    ambulance: "इमर्जन्सी ॲम्ब्युलन्स (डायल 108, राष्ट्रीय ॲम्ब्युलन्स सेवा)",
    "tele-manas": "टेली-मानस, मानसिक आरोग्याची मोफत राष्ट्रीय हेल्पलाइन, २४ तास, २० पेक्षा जास्त भाषांमध्ये",
  },
  or: "किंवा",
};
