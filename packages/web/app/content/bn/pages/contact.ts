import { shownContact } from "../../../config/site.ts";
import type { Page } from "../../types.ts";

/* The Bengali twin of content/pages/contact.ts: phone, WhatsApp or email only when the deployer set them. */
const { phone, whatsapp, email } = shownContact();
const otherWays = [phone && "ফোন", whatsapp && "WhatsApp", email && "ইমেল"].filter(Boolean);

const page: Page = {
  path: "/contact",
  reviewed: "2026-11-26",
  translation: { status: "unreviewed" },
  title: "যোগাযোগ",
  description:
    "Saathi-তে একজন মানুষের সঙ্গে কীভাবে কথা বলবেন: একটা মেসেজ ফর্ম, ভারতীয় সময়ে (IST) আমাদের কাজের সময়, আর ইমার্জেন্সির জন্য ভারতের তাৎক্ষণিক সাহায্যের নম্বর।",
  sections: [
    {
      kind: "hero",
      eyebrow: "একজন মানুষের সঙ্গে কথা বলুন",
      title: "আমাদের সঙ্গে যোগাযোগ করুন",
      lead: "কোনো ছাত্রছাত্রীর পড়াশোনার সিদ্ধান্ত বা কোনো রোগীর দেখাশোনা নিয়ে আমাদের লিখুন: প্রতিটা মেসেজ একজন মানুষ পড়েন। ইমার্জেন্সিতে আমাদের জন্য অপেক্ষা করবেন না: {line:emergency} নম্বরে ফোন করুন।",
    },
    {
      kind: "contact",
      heading: "আমাদের কাছে পৌঁছনোর উপায়",
      intro: `এখানে আমাদের মেসেজ পাঠান${otherWays.length ? `, অথবা ${otherWays.join(" বা ")} করুন` : ""}। প্রতিটা মেসেজ কোনো কাউন্সেলর বা কেয়ার কো-অর্ডিনেটর পড়েন আর সাপোর্টের সময়ের মধ্যে উত্তর দেন।`,
    },
  ],
};

export default page;
