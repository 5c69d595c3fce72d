import type { Messages } from "../catalogue.ts";

export const auth: Messages["auth"] = {
  signIn: "साइन इन",
  signOut: "साइन आउट",
  accountLink: "आपका अकाउंट: {name}",
  yourAccount: "आपका अकाउंट",
  signOutFailed: "साइन आउट नहीं हो सका",
  signOutUnreachable:
    "साइन आउट करने के लिए हम Saathi तक नहीं पहुँच पाए। अपना इंटरनेट कनेक्शन जाँचें, फिर दोबारा कोशिश करें।",
};
