import type { Messages } from "../catalogue.ts";

export const content: Messages["content"] = {
  homeCrumb: "होम",
  audiences: {
    students: { label: "छात्र", indexHeading: "छात्रों के लिए सारी गाइड" },
    patients: {
      label: "मरीज़ और परिवार",
      indexHeading: "मरीज़ों और परिवारों के लिए सारी गाइड",
    },
  },
  everyone: "छात्र, मरीज़ और परिवार",
  urgentStateLink: "आपके राज्य की हेल्पलाइन",
  urgentHelpHeading: "अगर आपको अभी मदद चाहिए",
  urgentLines: {
    emergency: "इमरजेंसी: पुलिस, दमकल (फ़ायर ब्रिगेड), एम्बुलेंस",
    ambulance: "एम्बुलेंस",
    "tele-manas": "टेली-मानस (Tele-MANAS) मानसिक स्वास्थ्य हेल्पलाइन, मुफ़्त, 24 घंटे",
  },
  urgentLineSources: {
    emergency: "भारत का एक ही इमरजेंसी नंबर, सब कामों के लिए (पुलिस, दमकल, एम्बुलेंस), 24 घंटे",
    ambulance: "इमरजेंसी एम्बुलेंस (डायल 108, राष्ट्रीय एम्बुलेंस सेवा)",
    "tele-manas": "टेली-मानस, मानसिक स्वास्थ्य की मुफ़्त राष्ट्रीय हेल्पलाइन, 24 घंटे, 20 से ज़्यादा भाषाओं में",
  },
  or: "या",
};
