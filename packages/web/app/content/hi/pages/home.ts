import { site } from "../../../i18n/hi/site.ts";
import { servicesSection } from "../shared/services.ts";
import type { Page } from "../../types.ts";

const home: Page = {
  path: "/",
  reviewed: "2026-11-23",
  translation: { status: "unreviewed", secondRead: { date: "2026-11-28", extent: "full" } },
  title: "होम",
  description:
    "Saathi भारत के छात्रों को स्ट्रीम, स्कूल और कोचिंग चुनने और ध्यान भटकने से बचने में मदद करता है, और मरीज़ों व उनके परिवारों का साथ देता है: वार्ड, आईसीयू, डॉक्टर के अपॉइंटमेंट और मानसिक स्वास्थ्य में।",
  sections: [
    {
      kind: "home-hero",
      title: "पढ़ाई और इलाज के मुश्किल दौर में आपका साथी",
      lead: "बोर्ड परीक्षा, JEE और NEET का सामना कर रहे छात्रों के लिए साफ़ सलाह, और मरीज़ों व उनकी देखभाल करने वाले घरवालों के लिए काम की मदद।",
      // The deployer's claim, in the Hindi catalogue (typing its figure here would be a bare
      // figure, which content/facts.test.ts forbids).
      trustLine: site.trustedBy,
      actions: [
        { label: "हमसे मदद माँगें", href: "/request?source=/" },
        {
          label: "और जानें",
          detail: ": हमारी सेवाओं के बारे में",
          href: "/services",
          variant: "secondary",
        },
      ],
      audiences: [
        {
          title: "मैं छात्र/छात्रा हूँ",
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
        "मुफ़्त गाइड, प्रिंट करने लायक़ शीट, लेक्चर और वीडियो, असली हालात को ध्यान में रखकर लिखे गए, हर एक पर उसकी आख़िरी जाँच की तारीख़ के साथ।",
      groups: [
        {
          title: "छात्रों के लिए सामग्री",
          resources: [
            {
              title: "पढ़ाई की गाइड",
              description:
                "पढ़ाई की छह आदतें जो सच में काम करती हैं, हर एक के साथ एक उदाहरण जिसे आप इसी हफ़्ते अपना सकते हैं।",
              type: "Guide",
              href: "/study-tips",
              icon: "book-open",
            },
            {
              title: "ध्यान भटकने से बचें",
              description: "फ़ोन, दोस्त और आपके अपने ख़याल: एक-एक आदत बदलकर अपना ध्यान वापस कैसे पाएँ।",
              type: "Guide",
              href: "/avoid-distractions",
              icon: "target",
            },
            {
              title: "टेम्पलेट और फ़ॉर्म",
              description:
                "पढ़ाई के प्लानर, रिवीज़न ट्रैकर और लक्ष्य लिखने की शीट, प्रिंट करने या भरने के लिए तैयार।",
              type: "DOC",
              href: "/templates-and-forms",
              icon: "file-text",
            },
            {
              title: "ऑडियो लेक्चर",
              description:
                "इतिहास, साहित्य और ज़िंदगी के ज़रूरी हुनर पर छोटे लेक्चर, जिन्हें आपका फ़ोन पढ़कर सुनाता है, पूरे लिखे पाठ के साथ, बस में या टहलते हुए सुनने के लिए।",
              type: "Audio",
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
                "अस्पताल में रहने की आसान भाषा में गाइड: वार्ड, आईसीयू, अपॉइंटमेंट, मानसिक स्वास्थ्य और घर पर देखभाल।",
              type: "Guide",
              href: "/patient-support",
              icon: "clipboard-list",
            },
            {
              title: "परिवार के लिए शीट",
              description:
                "आईसीयू मुलाक़ात की डायरी, दवाओं का टाइम-टेबल, डॉक्टर से पूछने के सवाल, डिस्चार्ज चेकलिस्ट और बिल व क्लेम का हिसाब, प्रिंट करने या भरने के लिए।",
              type: "PDF",
              href: "/templates-and-forms",
              icon: "file-text",
            },
            {
              title: "कसरत और सेहत",
              description:
                "शुरुआत करने वालों, बुज़ुर्गों और ठीक हो रहे लोगों के लिए हल्के व्यायाम, योग और साँस के वीडियो।",
              type: "Video",
              href: "/exercise-videos",
              icon: "video",
            },
            {
              title: "साँस का अभ्यास",
              description:
                "बेचैन इंतज़ार और बिना नींद की रातों के लिए साँस और आराम का गाइडेड अभ्यास, स्क्रीन पर और बोलकर।",
              type: "Audio",
              href: "/breathing-practice",
              icon: "headphones",
            },
            {
              title: "सेहतमंद खान-पान",
              description:
                "भारतीय आहार दिशानिर्देशों (ICMR-NIN, 2024) से पूरे परिवार के लिए रोज़ का खान-पान: आम सलाह, किसी बीमारी की डाइट नहीं।",
              type: "Guide",
              href: "/healthy-eating",
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
      intro: "हमें बताइए कि आप किस मुश्किल से गुज़र रहे हैं। हर मैसेज कोई काउंसलर या केयर कोऑर्डिनेटर पढ़ता है।",
    },
    // Issue 35: "Your state" is offered here by the urgent-help block's link to /state, not by
    // the choice itself: its list of 36 names cost /hi about 40 ms of first paint (Lighthouse
    // 968 ms without it, 998-1,019 ms with it; budget 1,000). The hubs and /state hold the choice.
  ],
};
export default home;
