import type { Section } from "../../types.ts";

/** The Hindi twin of content/shared/services.ts: shown on the Hindi home page and on /services. */
export const servicesSection: Extract<Section, { kind: "services" }> = {
  kind: "services",
  heading: "हमारी सेवाएँ",
  intro: "दो तरह की मदद, एक वादा: एक शांत और जानकार इंसान आपके साथ। आज आपके लिए जो सही हो, वह चुनें।",
  groups: [
    {
      title: "छात्रों के लिए",
      cards: [
        {
          title: "पढ़ाई से जुड़ी काउंसलिंग",
          body: "परीक्षा के तनाव, पढ़ाई के टाइम-टेबल, JEE और NEET की तैयारी, और सोच-समझकर कोचिंग चुनने में वन-टू-वन मदद।",
          icon: "graduation-cap",
          href: "/academic-counseling",
        },
        {
          title: "पीयर सपोर्ट ग्रुप",
          body: "एक ही परीक्षा की तैयारी कर रहे छात्रों के छोटे ग्रुप, जो मिलकर अपनी योजनाएँ, सवाल और हौसला बाँटते हैं।",
          icon: "users",
          href: "/peer-support-groups",
        },
        {
          title: "पढ़ाई का रास्ता (अकैडमिक पाथफ़ाइंडर)",
          body: "10वीं और 12वीं के बाद स्ट्रीम, स्कूल, कोचिंग और कॉलेज चुनने के लिए क़दम-दर-क़दम गाइड।",
          icon: "compass",
          href: "/academic-pathfinder",
        },
        {
          title: "छात्रों के लिए मदद",
          body: "छात्रों के लिए सब कुछ एक जगह: स्ट्रीम, स्कूल, कोचिंग, मेंटर, साथी छात्र, और ड्रॉप ईयर जैसे फ़ैसले।",
          icon: "book-open",
          href: "/student-support",
        },
      ],
    },
    {
      title: "मरीज़ों और परिवारों के लिए",
      cards: [
        {
          title: "दिन-रात की निजी मदद",
          body: "जब परिवार वहाँ न रह सके, तब अस्पताल में आपके रिश्तेदार के साथ दिन या रात रहने के लिए एक ट्रेंड अटेंडेंट।",
          icon: "bed",
          href: "/personal-support",
        },
        {
          title: "मरीज़ों के लिए मदद",
          body: "मरीज़ों और उनके घरवालों के लिए जानकारी और सलाह: अस्पताल में भर्ती, मानसिक स्वास्थ्य, डॉक्टर के अपॉइंटमेंट और घर पर ठीक होना।",
          icon: "heart-pulse",
          href: "/patient-support",
        },
        {
          title: "डॉक्टर के अपॉइंटमेंट में मदद",
          body: "कोई जो बुज़ुर्ग माता-पिता को डॉक्टर के पास ले जाए, लाइनों और काग़ज़ी काम को संभाले, और डॉक्टर ने जो कहा उसे लिख ले।",
          icon: "calendar-check",
          href: "/medical-appointment-assistance",
        },
        {
          title: "आईसीयू और वार्ड में मदद",
          body: "आईसीयू के बाहर इंतज़ार कर रहे परिवारों के लिए मदद: अपडेट, भाग-दौड़ के काम, दवाइयाँ, और बात करने के लिए एक इंसान।",
          icon: "hospital",
          href: "/icu-ward-assistance",
        },
      ],
    },
  ],
};
