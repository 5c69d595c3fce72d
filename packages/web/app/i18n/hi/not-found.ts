import type { Messages } from "../catalogue.ts";

export const notFound: Messages["notFound"] = {
  title: "पेज नहीं मिला",
  description: (siteName) =>
    `यह पेज मौजूद नहीं है या कहीं और चला गया है। छात्रों, मरीज़ों और परिवारों के लिए ${siteName} की सारी गाइड होम पेज से शुरू होती हैं।`,
  body: "माफ़ कीजिए! आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।",
  home: "होम पेज पर जाएँ",
};
