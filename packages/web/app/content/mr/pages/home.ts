// Marathi twin of content/hi/pages/home.ts (source: content/pages/home.ts).
import { site } from "../../../i18n/mr/site.ts";
import { servicesSection } from "../shared/services.ts";
import type { Page } from "../../types.ts";

const home: Page = {
  path: "/",
  reviewed: "2026-11-23",
  translation: { status: "unreviewed" },
  title: "मुख्यपृष्ठ",
  description:
    "Saathi भारतातील विद्यार्थ्यांना स्ट्रीम, शाळा आणि कोचिंग निवडायला आणि लक्ष विचलित होण्यापासून वाचायला मदत करते, आणि रुग्णांना व त्यांच्या कुटुंबांना साथ देते: वॉर्ड, आयसीयू, डॉक्टरांच्या अपॉइंटमेंट आणि मानसिक आरोग्य यांत.",
  sections: [
    {
      kind: "home-hero",
      title: "अभ्यास आणि उपचारांच्या कठीण काळात तुमचा साथी",
      lead: "बोर्ड परीक्षा, JEE आणि NEET ला सामोरे जाणाऱ्या विद्यार्थ्यांसाठी स्पष्ट मार्गदर्शन, आणि रुग्णांसाठी व त्यांची काळजी घेणाऱ्या घरच्यांसाठी कामाची मदत.",
      // The deployer's claim, from the catalogue (typing its figure here would be a bare
      // figure, which content/facts.test.ts forbids).
      trustLine: site.trustedBy,
      actions: [
        { label: "आमच्याकडे मदत मागा", href: "/request?source=/" },
        {
          label: "अधिक जाणून घ्या",
          detail: ": आमच्या सेवांबद्दल",
          href: "/services",
          variant: "secondary",
        },
      ],
      audiences: [
        {
          title: "मी विद्यार्थी/विद्यार्थिनी आहे",
          body: "स्ट्रीम, शाळा, कोचिंग, अभ्यासाच्या सवयी आणि लक्ष टिकवून ठेवणे.",
          href: "/student-support",
          icon: "graduation-cap",
          linkText: "विद्यार्थ्यांसाठी मदत",
        },
        {
          title: "मी रुग्ण किंवा रुग्णाचा नातेवाईक आहे",
          body: "वॉर्ड आणि आयसीयू मध्ये मदत, डॉक्टरांच्या अपॉइंटमेंट, मानसिक आरोग्य आणि बरे होण्याचा प्रवास.",
          href: "/patient-support",
          icon: "heart-pulse",
          linkText: "रुग्णांसाठी मदत",
        },
      ],
    },
    servicesSection,
    {
      kind: "resource-library",
      heading: "रिसोर्स लायब्ररी",
      intro:
        "मोफत मार्गदर्शिका, प्रिंट करता येतील अशी पत्रके, लेक्चर आणि व्हिडिओ, खऱ्या परिस्थितींचा विचार करून लिहिलेले, प्रत्येकावर शेवटच्या तपासणीच्या तारखेसह.",
      groups: [
        {
          title: "विद्यार्थ्यांसाठी साहित्य",
          resources: [
            {
              title: "अभ्यासाच्या मार्गदर्शिका",
              description:
                "खरोखर उपयोगी पडणाऱ्या अभ्यासाच्या सहा सवयी, प्रत्येकीसोबत एक उदाहरण जे तुम्ही याच आठवड्यात वापरून पाहू शकता.",
              type: "Guide",
              href: "/study-tips",
              icon: "book-open",
            },
            {
              title: "लक्ष विचलित होणे टाळा",
              description: "फोन, मित्र आणि तुमचेच विचार: एका वेळी एक सवय बदलून तुमचे लक्ष परत कसे मिळवायचे.",
              type: "Guide",
              href: "/avoid-distractions",
              icon: "target",
            },
            {
              title: "टेम्पलेट आणि फॉर्म",
              description:
                "अभ्यासाचे प्लॅनर, रिव्हिजन ट्रॅकर आणि ध्येय लिहिण्याची पत्रके, प्रिंट करायला किंवा भरायला तयार.",
              type: "DOC",
              href: "/templates-and-forms",
              icon: "file-text",
            },
            {
              title: "ऑडिओ लेक्चर",
              description:
                "इतिहास, साहित्य आणि जगण्याची महत्त्वाची कौशल्ये यांवरची छोटी लेक्चर, जी तुमचा फोन वाचून ऐकवतो, संपूर्ण लिखित पाठासह, बसमध्ये किंवा फिरायला जाताना ऐकण्यासाठी.",
              type: "Audio",
              href: "/audio-lectures",
              icon: "headphones",
            },
          ],
        },
        {
          title: "रुग्णांसाठी साहित्य",
          resources: [
            {
              title: "आरोग्याच्या मार्गदर्शिका",
              description:
                "रुग्णालयातील मुक्कामाबद्दल सोप्या भाषेतील मार्गदर्शिका: वॉर्ड, आयसीयू, अपॉइंटमेंट, मानसिक आरोग्य आणि घरी घ्यायची काळजी.",
              type: "Guide",
              href: "/patient-support",
              icon: "clipboard-list",
            },
            {
              title: "कुटुंबासाठी पत्रके",
              description:
                "आयसीयू भेटीची डायरी, औषधांचे वेळापत्रक, डॉक्टरांना विचारायचे प्रश्न, डिस्चार्ज चेकलिस्ट आणि बिले व क्लेमचा हिशोब, प्रिंट करायला किंवा भरायला.",
              type: "PDF",
              href: "/templates-and-forms",
              icon: "file-text",
            },
            {
              title: "व्यायाम आणि आरोग्य",
              description:
                "नवशिक्यांसाठी, ज्येष्ठांसाठी आणि बरे होत असलेल्यांसाठी हलका व्यायाम, योग आणि श्वासाचे व्हिडिओ.",
              type: "Video",
              href: "/exercise-videos",
              icon: "video",
            },
            {
              title: "श्वासाचा सराव",
              description:
                "अस्वस्थ करणाऱ्या वाट पाहण्यासाठी आणि झोप न लागणाऱ्या रात्रींसाठी श्वास आणि विश्रांतीचा मार्गदर्शित सराव, स्क्रीनवर आणि बोलून.",
              type: "Audio",
              href: "/breathing-practice",
              icon: "headphones",
            },
            {
              title: "आरोग्यदायी आहार",
              description:
                "भारतीय आहार मार्गदर्शक तत्त्वांवर (ICMR-NIN, २०२४) आधारित संपूर्ण कुटुंबासाठी रोजचा आहार: सर्वसाधारण सल्ला, कोणत्याही आजाराचा डाएट नाही.",
              type: "Guide",
              href: "/healthy-eating",
              icon: "apple",
            },
          ],
        },
      ],
      subscribe: { label: "अपडेटसाठी सबस्क्राइब करा", href: "/subscribe?source=/" },
    },
    {
      kind: "contact",
      heading: "आमच्याशी संपर्क साधा",
      intro:
        "तुम्ही कोणत्या अडचणीतून जात आहात ते आम्हाला सांगा. प्रत्येक मेसेज एखादा काउन्सेलर किंवा केअर कोऑर्डिनेटर वाचतो.",
    },
    // Issue 35: "Your state" is offered here by the urgent-help block's link to /state, not by
    // the choice itself: its list of 36 names cost /hi about 40 ms of first paint (Lighthouse
    // 968 ms without it, 998-1,019 ms with it; budget 1,000). The hubs and /state hold the choice.
  ],
};
export default home;
