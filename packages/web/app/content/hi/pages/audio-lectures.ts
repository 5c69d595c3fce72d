import { minutesRange } from "../../lecture-duration.ts";
import type { Lecture, Page } from "../../types.ts";
import criticalThinking from "../lectures/critical-thinking.ts";
import frenchRevolution from "../lectures/french-revolution.ts";
import indusValley from "../lectures/indus-valley.ts";
import macbeth from "../lectures/macbeth.ts";
import poetryMeter from "../lectures/poetry-meter.ts";
import publicSpeaking from "../lectures/public-speaking.ts";

// Issue 29: each lecture is its script (content/hi/lectures/<id>.ts); its minutes are computed from it.
const lectures: Lecture[] = [
  {
    id: "indus-valley",
    title: "सिंधु घाटी सभ्यता",
    description:
      "हड़प्पा और मोहनजोदड़ो के योजना से बसे शहर, उनकी नालियाँ, व्यापार और मुहरें, और उनकी लिपि और पतन को लेकर अब भी बाक़ी सवाल।",
    category: "इतिहास",
    icon: "landmark",
    ...indusValley,
  },
  {
    id: "critical-thinking",
    title: "क्रिटिकल थिंकिंग की बुनियादी बातें",
    description:
      "किसी दावे पर सवाल कैसे उठाएँ, कमज़ोर तर्क कैसे पहचानें और किसी स्रोत को कैसे जाँचें: अपठित गद्यांश, वाद-विवाद और रोज़ की ख़बरों के लिए काम की स्किल।",
    category: "स्किल डेवलपमेंट",
    icon: "brain",
    ...criticalThinking,
  },
  {
    id: "macbeth",
    title: "मैकबेथ: एक विश्लेषण",
    description:
      "शेक्सपियर की सबसे छोटी त्रासदी में महत्वाकांक्षा, अपराध-बोध और नियति, एक-एक दृश्य करके, उन उद्धरणों के साथ जो परीक्षकों को बहुत पसंद आते हैं।",
    category: "साहित्य",
    icon: "drama",
    ...macbeth,
  },
  {
    id: "french-revolution",
    title: "फ़्रांसीसी क्रांति: कारण और प्रभाव",
    description:
      "1789 में फ़्रांस के लोग क्यों उठ खड़े हुए, क्या बदला, और स्वतंत्रता, समानता और भाईचारे के विचार पूरी दुनिया में कैसे फैले।",
    category: "इतिहास",
    icon: "flag",
    ...frenchRevolution,
  },
  {
    id: "public-speaking",
    title: "असरदार पब्लिक स्पीकिंग",
    description:
      "अपनी बात को ढाँचे में कैसे रखें, घबराहट को कैसे सँभालें और अपनी आवाज़ का इस्तेमाल कैसे करें: क्लास प्रेज़ेंटेशन, इंटरव्यू और वाद-विवाद के लिए।",
    category: "स्किल डेवलपमेंट",
    icon: "mic",
    ...publicSpeaking,
  },
  {
    id: "poetry-meter",
    title: "कविता को समझना: छंद और तुक",
    description:
      "सुनिए कि लय और तुक के पैटर्न कैसे काम करते हैं, ज़ोर से पढ़े गए उदाहरणों के साथ, ताकि आप परीक्षा में किसी भी कविता का विश्लेषण कर सकें।",
    category: "साहित्य",
    icon: "feather",
    ...poetryMeter,
  },
];

/** "9 से 11 मिनट": what the lectures really take, from their scripts. */
const { shortest, longest } = minutesRange(lectures, "hi");
const minutes = shortest === longest ? `${shortest} मिनट` : `${shortest} से ${longest} मिनट`;

const page: Page = {
  path: "/audio-lectures",
  reviewed: "2026-11-23",
  title: "ऑडियो लेक्चर",
  description: `इतिहास, साहित्य और स्किल डेवलपमेंट पर ${minutes} के ऑडियो लेक्चर, सिंधु घाटी सभ्यता से लेकर मैकबेथ और पब्लिक स्पीकिंग तक, आपका डिवाइस पढ़कर सुनाता है और पूरा लिखा पाठ साथ में है।`,
  translation: { status: "unreviewed", secondRead: { date: "2026-11-28", extent: "sampled" } },
  sections: [
    {
      kind: "hero",
      eyebrow: "संसाधन",
      title: "चलते-फिरते सीखने के लिए ऑडियो लेक्चर",
      lead: `इतिहास, साहित्य और स्किल डेवलपमेंट, हर लेक्चर ${minutes} का: बस के सफ़र या शाम की सैर के लिए सही। पहली बार कहानी समझने के लिए सुनें, फिर दोबारा अपनी किताब खोलकर सुनें।`,
      icon: "headphones",
    },
    {
      kind: "lectures",
      heading: "लेक्चर",
      intro:
        "तीन श्रेणियों में छह लेक्चर। 'सुनें' दबाएँ, तो आपका डिवाइस अपनी आवाज़ में लेक्चर पढ़कर सुनाएगा और लिखे पाठ में हर वाक्य को पढ़ते समय रंग से दिखाएगा। हर लेक्चर के नीचे उसका पूरा लिखा पाठ और स्रोत हैं, सुनने की जगह या साथ-साथ पढ़ने के लिए।",
      lectures,
    },
    {
      kind: "video-summary",
      heading: "सारांश देखें",
      body: "देखना ज़्यादा पसंद है? कोई लेक्चर चुनें और उसका सारांश चलाएँ: उसकी मुख्य बातों की कुछ छोटी स्लाइड, हर एक के साथ लिखा कैप्शन, और जहाँ आपके डिवाइस में हिंदी की आवाज़ है, वहाँ वह उन्हें पढ़कर भी सुनाएगा। ये स्लाइड लेक्चर की मुख्य बातों से यहीं आपके डिवाइस पर बनती हैं, इसलिए कुछ भी कहीं भेजा नहीं जाता, और यह बिना इंटरनेट के भी चलता है।",
      lectures: lectures.map(({ id, title, keyPoints }) => ({ id, title, keyPoints })),
    },
    {
      kind: "list",
      heading: "लेक्चर से सबसे ज़्यादा कैसे सीखें",
      style: "numbered",
      items: [
        {
          title: "पहली बार पूरी तस्वीर समझने के लिए सुनें",
          body: "पहली बार नोट्स न बनाएँ; बस कहानी के साथ चलते रहें।",
        },
        {
          title: "दोबारा किताब के साथ सुनें",
          body: "रोककर उन बातों को अंडरलाइन करें जिन पर लेक्चर में ज़ोर दिया गया है।",
        },
        {
          title: "अगले दिन याद करके देखें",
          body: "पाँच मुख्य बातें याद से लिखें, फिर मिलाकर देखें।",
        },
      ],
    },
  ],
};

export default page;
