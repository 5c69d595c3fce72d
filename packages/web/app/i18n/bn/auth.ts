// Twin of i18n/hi/auth.ts.
import type { Messages } from "../catalogue.ts";

export const auth: Messages["auth"] = {
  signIn: "সাইন ইন",
  signOut: "সাইন আউট",
  accountLink: "আপনার অ্যাকাউন্ট: {name}",
  yourAccount: "আপনার অ্যাকাউন্ট",
  signOutFailed: "সাইন আউট করা গেল না",
  signOutUnreachable:
    "সাইন আউট করার জন্য আমরা Saathi-তে পৌঁছাতে পারিনি। আপনার ইন্টারনেট কানেকশন দেখে নিন, তারপর আবার চেষ্টা করুন।",
};
