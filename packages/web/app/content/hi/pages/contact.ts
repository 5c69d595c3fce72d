import { shownContact } from "../../../config/site.ts";
import type { Page } from "../../types.ts";

/* The twin of content/pages/contact.ts: phone, WhatsApp or email only when the deployer set them. */
const { phone, whatsapp, email } = shownContact();
const otherWays = [phone && "फ़ोन", whatsapp && "WhatsApp", email && "ईमेल"].filter(Boolean);

const page: Page = {
  path: "/contact",
  reviewed: "2026-11-26",
  translation: { status: "unreviewed", secondRead: { date: "2026-11-28", extent: "sampled" } },
  title: "संपर्क",
  description:
    "Saathi में किसी इंसान से कैसे बात करें: एक मैसेज फ़ॉर्म, भारतीय समय (IST) में हमारे काम के घंटे, और इमरजेंसी के लिए भारत के तुरंत मदद वाले नंबर।",
  sections: [
    {
      kind: "hero",
      eyebrow: "किसी इंसान से बात करें",
      title: "हमसे संपर्क करें",
      lead: "किसी छात्र की पढ़ाई के फ़ैसलों या किसी मरीज़ की देखभाल के बारे में हमें लिखें: हर मैसेज एक इंसान पढ़ता है। इमरजेंसी में हमारा इंतज़ार न करें: {line:emergency} पर फ़ोन करें।",
    },
    {
      kind: "contact",
      heading: "हम तक पहुँचने के तरीक़े",
      intro: `यहाँ हमें मैसेज भेजें${otherWays.length ? `, या ${otherWays.join(" या ")} करें` : ""}। हर मैसेज कोई काउंसलर या केयर कोऑर्डिनेटर पढ़ता है और सपोर्ट के समय में जवाब देता है।`,
    },
  ],
};

export default page;
