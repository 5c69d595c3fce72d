// Twin of i18n/hi/not-found.ts (Marathi).
import type { Messages } from "../catalogue.ts";

export const notFound: Messages["notFound"] = {
  title: "पेज सापडले नाही",
  description: (siteName) =>
    `हे पेज अस्तित्वात नाही किंवा दुसरीकडे हलवले गेले आहे. विद्यार्थी, रुग्ण आणि कुटुंबांसाठी ${siteName} चे सर्व मार्गदर्शक होम पेजपासून सुरू होतात.`,
  body: "माफ करा! तुम्ही शोधत असलेले पेज अस्तित्वात नाही किंवा दुसरीकडे हलवले गेले आहे.",
  home: "होम पेजवर जा",
};
