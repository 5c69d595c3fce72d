/**
 * The notices of content/notices.ts in Hindi: the same names and shapes (a test keeps
 * them in step), so a Hindi page or component picks its language's module and nothing else.
 */
import type { Notice } from "../types.ts";
import { urgentLine } from "../urgent-help.ts";
import type * as English from "../notices.ts";

/**
 * "<feature>: जल्द ही!": the generic notice for an unbuilt action. Without a verb, because a
 * verb agrees with its noun in Hindi ("आ रहा है", "आ रही है", "आ रहे हैं") and the feature
 * may be any of them (सेहत के वीडियो, खाने के प्लान, ...).
 */
export function comingSoon(feature: string): Notice {
  return {
    title: `${feature}: जल्द ही!`,
    description: "यह सुविधा अभी बनी नहीं है। हमें बताइए कि आपको इसकी ज़रूरत है, हम इसे सबसे पहले बनाएँगे।",
  };
}

const emergency = urgentLine("emergency");

/** For Emergency Help: what to do now comes first, what is not built comes last. */
export function urgentHelp(feature: string, title = "क्या अभी मदद चाहिए?"): Notice {
  return {
    title,
    description:
      "अगर आप या आपके पास कोई ख़तरे या संकट में है, तो अभी फ़ोन करें। ये नंबर मुफ़्त हैं और दिन-रात जवाब देते हैं:",
    crisisLines: true,
    link: { label: `${emergency.number} पर कॉल करें`, href: `tel:${emergency.tel}` },
    // The verb agrees with सुविधा (feminine), whatever the feature's own gender.
    footnote: `इस साइट पर ${feature} की सुविधा जल्द आएगी; तब तक ऊपर दिए नंबरों पर फ़ोन करें।`,
    duration: Infinity,
  };
}

export const notices = {
  audioPlayer: (lecture: string): Notice => ({
    title: "ऑडियो प्लेयर जल्द आ रहा है!",
    description: `"${lecture}" जल्द ही सुनने के लिए उपलब्ध होगा।`,
  }),
  guide: (topic: string): Notice => ({
    title: `${topic} गाइड जल्द आ रही है!`,
    description: "हम इस हिस्से के लिए पूरी जानकारी तैयार कर रहे हैं। जल्द ही दोबारा देखें!",
  }),
  download: (format: string, title: string): Notice => ({
    title: "डाउनलोड जल्द आ रहा है!",
    description: `${title} की ${format} फ़ाइल जल्द ही उपलब्ध होगी।`,
  }),
  generatingVideo: {
    title: "AI वीडियो बन रहा है...",
    description: "यह सिर्फ़ एक नमूना है: असल में कोई वीडियो नहीं बनता और कुछ भी भेजा नहीं जाता।",
  },
  emergencyHelp: urgentHelp("इमरजेंसी मदद"),
} satisfies typeof English.notices;
