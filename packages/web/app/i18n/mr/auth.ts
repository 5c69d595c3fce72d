// Twin of i18n/hi/auth.ts (Marathi).
import type { Messages } from "../catalogue.ts";

export const auth: Messages["auth"] = {
  signIn: "साइन इन",
  signOut: "साइन आउट",
  accountLink: "तुमचे अकाउंट: {name}",
  yourAccount: "तुमचे अकाउंट",
  signOutFailed: "साइन आउट होऊ शकले नाही",
  signOutUnreachable:
    "साइन आउट करण्यासाठी आम्ही Saathi पर्यंत पोहोचू शकलो नाही. तुमचे इंटरनेट कनेक्शन तपासा, मग पुन्हा प्रयत्न करा.",
};
