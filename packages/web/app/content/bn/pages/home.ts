// Bengali twin of content/hi/pages/home.ts.
import { site } from "../../../i18n/bn/site.ts";
import { servicesSection } from "../shared/services.ts";
import type { Page } from "../../types.ts";

const home: Page = {
  path: "/",
  reviewed: "2026-11-23",
  translation: { status: "unreviewed" },
  title: "হোম",
  description:
    "Saathi ভারতের ছাত্রছাত্রীদের স্ট্রিম, স্কুল আর কোচিং বেছে নিতে ও মনোযোগ ধরে রাখতে সাহায্য করে, আর রোগী ও তাঁদের পরিবারের পাশে থাকে: ওয়ার্ড, ICU, ডাক্তারের অ্যাপয়েন্টমেন্ট আর মানসিক স্বাস্থ্যে।",
  sections: [
    {
      kind: "home-hero",
      title: "পড়াশোনা আর চিকিৎসার কঠিন সময়ে আপনার সাথী",
      lead: "বোর্ড পরীক্ষা, JEE আর NEET-এর মুখোমুখি ছাত্রছাত্রীদের জন্য পরিষ্কার পরামর্শ, আর রোগী ও তাঁদের দেখাশোনা করা আত্মীয়দের জন্য কাজের সাহায্য।",
      // The deployer's claim, in the Bengali catalogue (typing its figure here would be a bare
      // figure, which content/facts.test.ts forbids).
      trustLine: site.trustedBy,
      actions: [
        { label: "আমাদের কাছে সাহায্য চান", href: "/request?source=/" },
        {
          label: "আরও জানুন",
          detail: ": আমাদের পরিষেবা সম্পর্কে",
          href: "/services",
          variant: "secondary",
        },
      ],
      audiences: [
        {
          title: "আমি ছাত্র/ছাত্রী",
          body: "স্ট্রিম, স্কুল, কোচিং, পড়ার অভ্যাস আর মন দিয়ে পড়া।",
          href: "/student-support",
          icon: "graduation-cap",
          linkText: "ছাত্রছাত্রীদের জন্য সাহায্য",
        },
        {
          title: "আমি রোগী বা রোগীর আত্মীয়",
          body: "ওয়ার্ড আর ICU-তে সাহায্য, ডাক্তারের অ্যাপয়েন্টমেন্ট, মানসিক স্বাস্থ্য আর সেরে ওঠা।",
          href: "/patient-support",
          icon: "heart-pulse",
          linkText: "রোগীদের জন্য সাহায্য",
        },
      ],
    },
    servicesSection,
    {
      kind: "resource-library",
      heading: "রিসোর্স লাইব্রেরি",
      intro:
        "বিনামূল্যে গাইড, প্রিন্ট করার শিট, লেকচার আর ভিডিও, বাস্তব পরিস্থিতির কথা ভেবে লেখা, প্রত্যেকটায় শেষ কবে দেখা হয়েছে তার তারিখ দেওয়া।",
      groups: [
        {
          title: "ছাত্রছাত্রীদের জন্য",
          resources: [
            {
              title: "পড়াশোনার গাইড",
              description:
                "পড়ার ছ'টা অভ্যাস যা সত্যিই কাজ করে, প্রত্যেকটার সঙ্গে একটা উদাহরণ যা আপনি এই সপ্তাহেই করে দেখতে পারেন।",
              type: "Guide",
              href: "/study-tips",
              icon: "book-open",
            },
            {
              title: "মনোযোগ নষ্ট হওয়া এড়ান",
              description:
                "ফোন, বন্ধু আর আপনার নিজের চিন্তা: একটা একটা করে অভ্যাস বদলে মনোযোগ কীভাবে ফিরে পাবেন।",
              type: "Guide",
              href: "/avoid-distractions",
              icon: "target",
            },
            {
              title: "টেমপ্লেট আর ফর্ম",
              description:
                "পড়ার প্ল্যানার, রিভিশন ট্র্যাকার আর লক্ষ্য লেখার শিট, প্রিন্ট করার বা ভরার জন্য তৈরি।",
              type: "DOC",
              href: "/templates-and-forms",
              icon: "file-text",
            },
            {
              title: "অডিও লেকচার",
              description:
                "ইতিহাস, সাহিত্য আর জীবনের দরকারি দক্ষতা নিয়ে ছোট লেকচার, যা আপনার ফোন পড়ে শোনায়, পুরো লেখা সমেত, বাসে বা হাঁটতে হাঁটতে শোনার জন্য।",
              type: "Audio",
              href: "/audio-lectures",
              icon: "headphones",
            },
          ],
        },
        {
          title: "রোগীদের জন্য",
          resources: [
            {
              title: "স্বাস্থ্য গাইড",
              description:
                "হাসপাতালে থাকার সহজ ভাষায় গাইড: ওয়ার্ড, ICU, অ্যাপয়েন্টমেন্ট, মানসিক স্বাস্থ্য আর বাড়িতে যত্ন।",
              type: "Guide",
              href: "/patient-support",
              icon: "clipboard-list",
            },
            {
              title: "পরিবারের জন্য শিট",
              description:
                "ICU-তে দেখা করার খাতা, ওষুধের সময়সূচি, ডাক্তারকে জিজ্ঞেস করার প্রশ্ন, ডিসচার্জ চেকলিস্ট আর বিল ও ক্লেমের হিসেব, প্রিন্ট করার বা ভরার জন্য।",
              type: "PDF",
              href: "/templates-and-forms",
              icon: "file-text",
            },
            {
              title: "ব্যায়াম আর সুস্থতা",
              description:
                "যাঁরা নতুন শুরু করছেন, বয়স্ক মানুষ আর যাঁরা সেরে উঠছেন, তাঁদের জন্য হালকা ব্যায়াম, যোগ আর শ্বাসের ভিডিও।",
              type: "Video",
              href: "/exercise-videos",
              icon: "video",
            },
            {
              title: "শ্বাসের অভ্যাস",
              description:
                "দুশ্চিন্তার অপেক্ষা আর ঘুমহীন রাতের জন্য শ্বাস আর বিশ্রামের গাইডেড অভ্যাস, স্ক্রিনে তালে তালে আর মুখে বলে।",
              type: "Audio",
              href: "/breathing-practice",
              icon: "headphones",
            },
            {
              title: "স্বাস্থ্যকর খাওয়াদাওয়া",
              description:
                "ভারতীয় খাদ্য নির্দেশিকা (ICMR-NIN, ২০২৪) থেকে গোটা পরিবারের রোজকার খাওয়াদাওয়া: সাধারণ পরামর্শ, কোনো রোগের ডায়েট নয়।",
              type: "Guide",
              href: "/healthy-eating",
              icon: "apple",
            },
          ],
        },
      ],
      subscribe: { label: "আপডেট পেতে সাবস্ক্রাইব করুন", href: "/subscribe?source=/" },
    },
    {
      kind: "contact",
      heading: "আমাদের সঙ্গে যোগাযোগ করুন",
      intro:
        "আপনি কোন সমস্যার মধ্যে দিয়ে যাচ্ছেন, আমাদের জানান। প্রতিটি মেসেজ একজন কাউন্সেলর বা কেয়ার কোঅর্ডিনেটর পড়েন।",
    },
    // Issue 35: "Your state" is offered here by the urgent-help block's link to /state, not by
    // the choice itself: its list of 36 names cost /hi about 40 ms of first paint (Lighthouse
    // 968 ms without it, 998-1,019 ms with it; budget 1,000). The hubs and /state hold the choice.
  ],
};
export default home;
