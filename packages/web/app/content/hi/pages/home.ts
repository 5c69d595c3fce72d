import { site } from "../../../i18n/hi/site.ts";
import { servicesSection } from "../shared/services.ts";
import type { Page } from "../../types.ts";

const home: Page = {
  path: "/",
  reviewed: "2026-11-23",
  translation: { status: "unreviewed" },
  title: "होम",
  description:
    "साथी भारत के छात्रों को स्ट्रीम, स्कूल और कोचिंग चुनने और ध्यान भटकने से बचने में मदद करता है, और मरीज़ों व उनके परिवारों का साथ देता है: वार्ड, आईसीयू, डॉक्टर के अपॉइंटमेंट और मानसिक स्वास्थ्य में।",
  sections: [
    {
      kind: "home-hero",
      title: "पढ़ाई और इलाज के मुश्किल दौर में आपका साथी",
      lead: "बोर्ड परीक्षा, JEE और NEET का सामना कर रहे छात्रों के लिए साफ़ सलाह, और मरीज़ों व उनकी देखभाल करने वाले घरवालों के लिए काम की मदद।",
      // The deployer's claim, in the Hindi catalogue (typing its figure here would be a bare
      // figure, which content/facts.test.ts forbids).
      trustLine: site.trustedBy,
      actions: [
        { label: "आज ही शुरू करें", href: "/request?source=/" },
        {
          label: "और जानें",
          detail: ": हमारी सेवाओं के बारे में",
          href: "/services",
          variant: "secondary",
        },
      ],
      audiences: [
        {
          title: "मैं स्टूडेंट हूँ",
          body: "स्ट्रीम, स्कूल, कोचिंग, पढ़ाई की आदतें और ध्यान लगाए रखना।",
          href: "/student-support",
          icon: "graduation-cap",
          linkText: "छात्रों के लिए मदद",
        },
        {
          title: "मैं मरीज़ या मरीज़ का रिश्तेदार हूँ",
          body: "वार्ड और आईसीयू में मदद, डॉक्टर के अपॉइंटमेंट, मानसिक स्वास्थ्य और ठीक होने का सफ़र।",
          href: "/patient-support",
          icon: "heart-pulse",
          linkText: "मरीज़ों के लिए मदद",
        },
      ],
    },
    servicesSection,
    {
      kind: "resource-library",
      heading: "रिसोर्स लाइब्रेरी",
      intro:
        "मुफ़्त गाइड, टेम्पलेट, लेक्चर और वीडियो, असली हालात को ध्यान में रखकर लिखे गए, और हर हफ़्ते नए जुड़ते हैं।",
      groups: [
        {
          title: "छात्रों के लिए सामग्री",
          resources: [
            {
              title: "पढ़ाई की गाइड",
              description:
                "पढ़ाई की छह आदतें जो सच में काम करती हैं, हर एक के साथ एक उदाहरण जिसे आप इसी हफ़्ते अपना सकते हैं।",
              type: "Guide",
              rating: 4.9,
              downloads: "6.2k",
              href: "/study-tips",
              icon: "book-open",
            },
            {
              title: "ध्यान भटकने से बचें",
              description: "फ़ोन, दोस्त और आपके अपने ख़याल: एक-एक आदत बदलकर अपना ध्यान वापस कैसे पाएँ।",
              type: "Guide",
              rating: 4.8,
              href: "/avoid-distractions",
              icon: "target",
            },
            {
              title: "टेम्पलेट और फ़ॉर्म",
              description:
                "पढ़ाई के प्लानर, रिवीज़न ट्रैकर और लक्ष्य लिखने की शीट, प्रिंट करने या भरने के लिए तैयार।",
              type: "DOC",
              rating: 4.7,
              downloads: "1.8k",
              href: "/templates-and-forms",
              icon: "file-text",
            },
            {
              title: "ऑडियो लेक्चर",
              description:
                "इतिहास, साहित्य और ज़िंदगी के ज़रूरी हुनर, 15 से 35 मिनट में समझाए गए, बस में या टहलते हुए सुनने के लिए।",
              type: "Audio",
              rating: 4.8,
              downloads: "3.2k",
              href: "/audio-lectures",
              icon: "headphones",
            },
          ],
        },
        {
          title: "मरीज़ों के लिए सामग्री",
          resources: [
            {
              title: "सेहत की गाइड",
              description:
                "अस्पताल में भर्ती रहने के बारे में आसान भाषा में गाइड: भर्ती, आईसीयू, डिस्चार्ज और घर पर देखभाल।",
              type: "PDF",
              rating: 4.9,
              downloads: "4.5k",
              icon: "clipboard-list",
            },
            {
              title: "व्यायाम के वीडियो",
              description:
                "शुरुआत करने वालों, बुज़ुर्गों और ठीक हो रहे लोगों के लिए हल्के व्यायाम, योग और साँस के वीडियो।",
              type: "Video",
              rating: 4.8,
              href: "/exercise-videos",
              icon: "video",
            },
            {
              title: "मेडिटेशन ऑडियो",
              description:
                "बेचैनी भरे इंतज़ार, नींद न आने वाली रातों और देखभाल करने वालों की थकान के लिए छोटे गाइडेड मेडिटेशन।",
              type: "Audio",
              rating: 4.7,
              downloads: "3.8k",
              icon: "headphones",
            },
            {
              title: "खान-पान के प्लान",
              description:
                "ठीक होने के दौरान, डायबिटीज़ के हिसाब से और बुज़ुर्गों के लिए आसान भारतीय खाने के प्लान।",
              type: "PDF",
              rating: 4.6,
              downloads: "2.9k",
              icon: "apple",
            },
          ],
        },
      ],
      subscribe: { label: "अपडेट के लिए सब्सक्राइब करें", href: "/subscribe?source=/" },
    },
    {
      kind: "contact",
      heading: "हमसे संपर्क करें",
      intro: "हमें बताइए कि आप किस मुश्किल से गुज़र रहे हैं। हर संदेश कोई काउंसलर या केयर कोऑर्डिनेटर पढ़ता है।",
    },
  ],
};
export default home;
