/**
 * The notices of content/notices.ts in Bengali (twin of content/hi/notices.ts): the same names
 * and shapes, so a Bengali page or component picks its language's module and nothing else.
 */
import type { Notice } from "../types.ts";
import { urgentLine } from "../urgent-help.ts";
import type * as English from "../notices.ts";

const emergency = urgentLine("emergency");
const teleManas = urgentLine("tele-manas");

/** Emergency Help: what to do now; 112 and Tele-MANAS side by side; this site sends no one. */
export function urgentHelp(title = "এখনই কি সাহায্য দরকার?"): Notice {
  return {
    title,
    description:
      "আপনি বা আপনার কাছের কেউ বিপদে বা সংকটে থাকলে, এখনই ফোন করুন। এই নম্বরগুলো বিনামূল্যে আর দিনরাত উত্তর দেয়:",
    crisisLines: true,
    links: [
      {
        label: `${emergency.number} নম্বরে ফোন করুন`,
        href: `tel:${emergency.tel}`,
        detail: "পুলিশ, দমকল, অ্যাম্বুলেন্স",
      },
      {
        label: `টেলি-মানস ${teleManas.number} নম্বরে ফোন করুন`,
        href: `tel:${teleManas.tel}`,
        detail: "কাউন্সেলরের সঙ্গে কথা বলুন, বিনামূল্যে, ২৪ ঘণ্টা",
      },
    ],
    footnote:
      "এই ওয়েবসাইট কাউকে আপনার কাছে পাঠাতে পারে না, আর আপনার হয়ে ফোনও করতে পারে না। দয়া করে এখনই নিজে এর মধ্যে কোনো একটা নম্বরে ফোন করুন।",
    duration: Infinity,
  };
}

export const notices = {
  emergencyHelp: urgentHelp(),
} satisfies typeof English.notices;
