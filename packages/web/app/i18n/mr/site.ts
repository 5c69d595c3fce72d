// Twin of i18n/hi/site.ts (Marathi).
import { localDigits } from "../../lib/digits.ts";
import type { Messages } from "../catalogue.ts";

export const site: Messages["site"] = {
  tagline: "विद्यार्थी आणि रुग्णांच्या कुटुंबांचा साथी",
  blurb:
    "Saathi (साथी) म्हणजे सोबती. आम्ही भारतातील विद्यार्थ्यांना स्ट्रीम, शाळा आणि कोचिंग निवडायला आणि अभ्यासावर लक्ष टिकवायला मदत करतो, आणि रुग्ण व त्यांच्या घरच्यांना साथ देतो: वॉर्ड, आयसीयू, अपॉइंटमेंट आणि कठीण दिवसांत.",
  trustedBy: "मोफत, जाहिरातींशिवाय आणि ट्रॅकिंगशिवाय",
  requestsAnswered: (count: string) =>
    `आमच्या टीमने ${localDigits(count, "mr")} विनंत्यांना मोफत उत्तर दिले`,
  city: "बेंगळुरू, कर्नाटक, भारत",
  emailReply: "सपोर्टच्या वेळेत २ तासांच्या आत",
};
