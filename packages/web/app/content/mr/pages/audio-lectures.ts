// Marathi twin of content/hi/pages/audio-lectures.ts (source: content/pages/audio-lectures.ts).
import { localDigits } from "../../../lib/digits.ts";
import { minutesRange } from "../../lecture-duration.ts";
import type { Lecture, Page } from "../../types.ts";
import criticalThinking from "../lectures/critical-thinking.ts";
import frenchRevolution from "../lectures/french-revolution.ts";
import indusValley from "../lectures/indus-valley.ts";
import macbeth from "../lectures/macbeth.ts";
import poetryMeter from "../lectures/poetry-meter.ts";
import publicSpeaking from "../lectures/public-speaking.ts";

// Issue 29: each lecture is its script (content/mr/lectures/<id>.ts); its minutes are computed from it.
const lectures: Lecture[] = [
  {
    id: "indus-valley",
    title: "सिंधू संस्कृती",
    description:
      "हडप्पा आणि मोहेंजोदडो ही नियोजनपूर्वक वसवलेली शहरे, त्यांची गटारे, व्यापार आणि मुद्रा, आणि त्यांची लिपी व ऱ्हास यांबद्दल अजूनही न सुटलेले प्रश्न.",
    category: "इतिहास",
    icon: "landmark",
    ...indusValley,
  },
  {
    id: "critical-thinking",
    title: "क्रिटिकल थिंकिंगच्या मूलभूत गोष्टी",
    description:
      "एखाद्या दाव्यावर प्रश्न कसा विचारावा, कमकुवत युक्तिवाद कसा ओळखावा आणि एखादा स्रोत कसा तपासावा: अपठित उतारे, वादविवाद आणि रोजच्या बातम्यांसाठी उपयोगी कौशल्य.",
    category: "कौशल्य विकास",
    icon: "brain",
    ...criticalThinking,
  },
  {
    id: "macbeth",
    title: "मॅकबेथ: एक विश्लेषण",
    description:
      "शेक्सपियरच्या सर्वात छोट्या शोकांतिकेतील महत्त्वाकांक्षा, अपराधीपणाची भावना आणि नियती, एकेक प्रसंग करून, परीक्षकांना खूप आवडणाऱ्या अवतरणांसह.",
    category: "साहित्य",
    icon: "drama",
    ...macbeth,
  },
  {
    id: "french-revolution",
    title: "फ्रेंच राज्यक्रांती: कारणे आणि परिणाम",
    description:
      "१७८९ मध्ये फ्रान्सचे लोक का उठले, काय बदलले, आणि स्वातंत्र्य, समता आणि बंधुता यांचे विचार जगभर कसे पसरले.",
    category: "इतिहास",
    icon: "flag",
    ...frenchRevolution,
  },
  {
    id: "public-speaking",
    title: "प्रभावी पब्लिक स्पीकिंग",
    description:
      "आपले बोलणे एका रचनेत कसे मांडावे, घबराट कशी सांभाळावी आणि आपल्या आवाजाचा वापर कसा करावा: वर्गातील प्रेझेंटेशन, मुलाखती आणि वादविवादासाठी.",
    category: "कौशल्य विकास",
    icon: "mic",
    ...publicSpeaking,
  },
  {
    id: "poetry-meter",
    title: "कविता समजून घेणे: वृत्त आणि यमक",
    description:
      "लय आणि यमकाचे नमुने कसे काम करतात ते ऐका, मोठ्याने वाचलेल्या उदाहरणांसह, म्हणजे परीक्षेत तुम्ही कोणत्याही कवितेचे विश्लेषण करू शकाल.",
    category: "साहित्य",
    icon: "feather",
    ...poetryMeter,
  },
];

/** "९ ते ११ मिनिटे": what the lectures really take, from their scripts, in Devanagari digits. */
const { shortest, longest } = minutesRange(lectures, "mr");
const deva = (n: number) => localDigits(n, "mr");
const minutes =
  shortest === longest ? `${deva(shortest)} मिनिटे` : `${deva(shortest)} ते ${deva(longest)} मिनिटे`;

const page: Page = {
  path: "/audio-lectures",
  reviewed: "2026-11-23",
  title: "ऑडिओ लेक्चर",
  description: `इतिहास, साहित्य आणि कौशल्य विकास यांवर ${minutes} चे ऑडिओ लेक्चर, सिंधू संस्कृतीपासून मॅकबेथ आणि पब्लिक स्पीकिंगपर्यंत, तुमचे डिव्हाइस वाचून ऐकवते आणि संपूर्ण लिखित पाठ सोबत आहे.`,
  translation: { status: "unreviewed" },
  sections: [
    {
      kind: "hero",
      eyebrow: "साधने",
      title: "फिरता फिरता शिकण्यासाठी ऑडिओ लेक्चर",
      lead: `इतिहास, साहित्य आणि कौशल्य विकास, प्रत्येक लेक्चर ${minutes} चे: बसच्या प्रवासासाठी किंवा संध्याकाळी फिरायला जाताना योग्य. पहिल्यांदा गोष्ट समजून घेण्यासाठी ऐका, मग पुन्हा तुमचे पुस्तक उघडून ऐका.`,
      icon: "headphones",
    },
    {
      kind: "lectures",
      heading: "लेक्चर",
      intro:
        "तीन विभागांत सहा लेक्चर. 'ऐका' दाबा, म्हणजे तुमचे डिव्हाइस आपल्या आवाजात लेक्चर वाचून ऐकवेल आणि लिखित पाठात प्रत्येक वाक्य वाचताना रंगाने दाखवेल. प्रत्येक लेक्चरच्या खाली त्याचा संपूर्ण लिखित पाठ आणि स्रोत आहेत, ऐकण्याऐवजी किंवा सोबत वाचण्यासाठी.",
      lectures,
    },
    {
      kind: "video-summary",
      heading: "सारांश पाहा",
      body: "पाहणे जास्त आवडते? एखादे लेक्चर निवडा आणि त्याचा सारांश चालवा: त्याच्या मुख्य मुद्द्यांच्या काही छोट्या स्लाइड, प्रत्येकीसोबत लिखित कॅप्शन, आणि तुमच्या डिव्हाइसमध्ये मराठी आवाज असेल तिथे ते त्या वाचूनही ऐकवेल. या स्लाइड लेक्चरच्या मुख्य मुद्द्यांवरून इथेच तुमच्या डिव्हाइसवर तयार होतात, त्यामुळे काहीही कुठेही पाठवले जात नाही, आणि हे इंटरनेटशिवायही चालते.",
      lectures: lectures.map(({ id, title, keyPoints }) => ({ id, title, keyPoints })),
    },
    {
      kind: "list",
      heading: "लेक्चरमधून सर्वात जास्त कसे शिकावे",
      style: "numbered",
      items: [
        {
          title: "पहिल्यांदा संपूर्ण चित्र समजून घेण्यासाठी ऐका",
          body: "पहिल्यांदा नोट्स काढू नका; फक्त गोष्टीसोबत चालत राहा.",
        },
        {
          title: "पुन्हा पुस्तकासोबत ऐका",
          body: "थांबून त्या मुद्द्यांना अधोरेखित करा ज्यांवर लेक्चरमध्ये भर दिला आहे.",
        },
        {
          title: "दुसऱ्या दिवशी आठवून पाहा",
          body: "पाच मुख्य मुद्दे आठवणीतून लिहा, मग ताडून पाहा.",
        },
      ],
    },
  ],
};

export default page;
