import { suicidalThoughtsCare } from "../shared/care-cards.ts";
import type { Page } from "../types.ts";

/*
 * Issue 35: a situation guide for the person who is worried about someone. Written, like
 * /help-for-suicidal-thoughts, to safe-messaging guidance ({fact:who-media-guidance},
 * {fact:pci-suicide-norms}): help and hope come first, no method is named or described, and the
 * words are never sensational or blaming. Its steps are that page's "If you are worried about
 * someone else"; content/help-pages.test.ts holds this page to the same forbidden words.
 */
const page: Page = {
  path: "/someone-talks-about-suicide",
  reviewed: "2026-11-29",
  title: "Someone I know talks about ending their life",
  description:
    "If a friend, child, parent or colleague talks about ending their life: what to do now, step by step, how to ask and listen, how to get them help from Tele-MANAS {line:tele-manas}, and how to look after yourself.",
  sections: [
    {
      kind: "hero",
      eyebrow: "A guide for one moment",
      title: "Someone I know talks about ending their life",
      lead: "It is frightening to hear, and it matters that they told you. You don't need special training to help. Being there, listening and helping them reach support can make a real difference, and help is there for both of you, free, right now.",
      icon: "life-buoy",
    },
    {
      kind: "list",
      id: "steps",
      heading: "What to do, step by step",
      style: "numbered",
      items: [
        {
          title: "If they are in danger right now, call {line:emergency}",
          body: "If they might act on these thoughts soon, or have hurt themselves, call {line:emergency} and stay with them, or make sure someone else does. If you can do so safely, help keep anything they could use to harm themselves out of reach.",
        },
        {
          title: "Ask them directly",
          body: 'Ask plainly: "Are you thinking about suicide?" Asking does not put the idea in their head; it shows them that they can talk to you.',
        },
        {
          title: "Listen without judging",
          body: 'Let them talk. Don\'t argue, lecture or say "think of your parents". You could say: "Thank you for telling me. I\'m here, and we\'ll find help together."',
        },
        {
          title: "Help them reach support today",
          body: "Offer to call Tele-MANAS ({line:tele-manas}) with them, or to go with them to a doctor. Tele-MANAS is free, 24 hours a day, in many Indian languages.",
        },
        {
          title: "Don't keep it a secret",
          body: "Their safety comes first. Tell a trusted adult or a family member, even if they ask you not to, and tell them that you will.",
        },
        {
          title: "Stay in touch in the days after",
          body: "Message or call every day for a while. Help them make a safety plan: the people to call, the places to go, and the numbers to ring.",
        },
        {
          title: "Look after yourself too",
          body: "Supporting someone in crisis is hard. Share it with another adult you trust, and call Tele-MANAS for yourself if you need to.",
        },
      ],
    },
    suicidalThoughtsCare,
    {
      kind: "cta",
      id: "things-to-do",
      heading: "The things to do next",
      body: "Share the help page with them, read more about finding the right help, or ask us to help find a counsellor.",
      actions: [
        { label: "Help for suicidal thoughts", href: "/help-for-suicidal-thoughts" },
        {
          label: "Finding help in India",
          href: "/mental-health-support",
          variant: "secondary",
        },
        {
          label: "Ask us to find a counsellor",
          href: "/request?kind=therapist-match&source=/someone-talks-about-suicide",
        },
      ],
    },
    {
      kind: "callout",
      tone: "info",
      heading: "About this page",
      body: "This page gives guidance, not a diagnosis. It is written to {fact:who-media-guidance} and {fact:pci-suicide-norms}, so it gives no details of ways to self-harm.",
    },
  ],
};

export default page;
