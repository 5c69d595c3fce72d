import { shownContact } from "../../../config/site.ts";
import type { Page } from "../../types.ts";

/* The Marathi twin of content/pages/contact.ts: phone, WhatsApp or email only when the deployer set them. */
const { phone, whatsapp, email } = shownContact();
const otherWays = [phone && "फोन", whatsapp && "WhatsApp", email && "ईमेल"].filter(Boolean);

const page: Page = {
  path: "/contact",
  reviewed: "2026-11-26",
  translation: { status: "unreviewed" },
  title: "संपर्क",
  description:
    "Saathi मध्ये एखाद्या माणसाशी कसे बोलायचे: एक मेसेज फॉर्म, भारतीय वेळेनुसार (IST) आमच्या कामाचे तास, आणि इमर्जन्सीसाठी भारतातील तातडीच्या मदतीचे नंबर.",
  sections: [
    {
      kind: "hero",
      eyebrow: "एखाद्या माणसाशी बोला",
      title: "आमच्याशी संपर्क साधा",
      lead: "एखाद्या विद्यार्थ्याच्या शिक्षणाच्या निर्णयांबद्दल किंवा एखाद्या रुग्णाच्या काळजीबद्दल आम्हाला लिहा: प्रत्येक मेसेज एक माणूस वाचतो. इमर्जन्सीमध्ये आमची वाट पाहू नका: {line:emergency} वर फोन करा.",
    },
    {
      kind: "contact",
      heading: "आमच्यापर्यंत पोहोचण्याचे मार्ग",
      intro: `इथे आम्हाला मेसेज पाठवा${otherWays.length ? `, किंवा ${otherWays.join(" किंवा ")} करा` : ""}. प्रत्येक मेसेज एखादे समुपदेशक किंवा केअर कोऑर्डिनेटर वाचतात आणि सपोर्टच्या वेळेत उत्तर देतात.`,
    },
  ],
};

export default page;
