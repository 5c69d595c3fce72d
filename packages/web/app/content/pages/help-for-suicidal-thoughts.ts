import { suicidalThoughtsCare } from "../shared/care-cards.ts";
import type { Page } from "../types.ts";

/*
 * Written to safe-messaging guidance (WHO's resource for media professionals, 2023 update,
 * and the Press Council of India's norms on reporting suicide): it speaks to the person
 * themselves, leads with help that is there now, gives hope and ways through, never names
 * or describes a way to self-harm, and avoids sensational or blaming words ("commit",
 * "successful" or "failed"). content/help-pages.test.ts holds the words this page must never use.
 */
const page: Page = {
  path: "/help-for-suicidal-thoughts",
  reviewed: "2026-11-26",
  title: "Help for suicidal thoughts",
  description:
    "If you are thinking about ending your life: what to do right now, free 24/7 help from Tele-MANAS {line:tele-manas}, how to stay safe tonight, and how to help a friend.",
  sections: [
    {
      kind: "hero",
      eyebrow: "You are not alone",
      title: "Help for suicidal thoughts",
      lead: "If you are thinking about ending your life, thank you for reading this. You don't have to face these thoughts alone, and you don't have to act on them. Thoughts like these often come when pain feels bigger than the ways we have to cope with it, and they can ease. There are people ready to listen to you right now, free and in confidence.",
      icon: "life-buoy",
    },
    {
      kind: "callout",
      tone: "urgent",
      heading: "Talk to someone now",
      body: "Call Tele-MANAS on {line:tele-manas} (or {line:tele-manas.alternative}). It is the Government of India's free mental health helpline: a trained counsellor answers 24 hours a day, in Hindi, English and many other Indian languages, and you don't have to give your name. If you are in danger right now or have already hurt yourself, call {line:emergency}.",
      crisisLines: true,
    },
    {
      kind: "list",
      id: "right-now",
      heading: "What to do right now",
      intro:
        "One step at a time. You only need to get through the next few minutes, then the next hour.",
      style: "numbered",
      items: [
        {
          title: "Call Tele-MANAS: {line:tele-manas}",
          body: 'Say as much or as little as you like, even just "I am not okay". The counsellor will listen, help you through tonight, and can connect you to a doctor near you.',
        },
        {
          title: "If you are in danger, call {line:emergency}",
          body: "If you feel you might act on these thoughts soon, or you have hurt yourself, call {line:emergency} or go to the nearest hospital emergency department. You deserve care, not judgement.",
        },
        {
          title: "Tell one person you trust",
          body: "A parent, sibling, friend, teacher, warden or neighbour. You could say: \"I'm not okay. I've been having thoughts of ending my life. Can you stay with me?\" Or show them this page.",
        },
        {
          title: "Don't stay alone tonight",
          body: "Be with someone, or go where other people are: a family room, a friend's place, a relative's home. If nobody is near, stay on the phone with Tele-MANAS.",
        },
        {
          title: "Put distance between yourself and anything you could use to harm yourself",
          body: "Give it to someone to keep, lock it away, or go somewhere else for now. Stay away from alcohol and drugs tonight: they make painful feelings stronger and harder to control.",
        },
        {
          title: "Get through the next few minutes",
          body: "Breathe in for four counts and out for six, a few times. Splash cold water on your face. Name five things you can see around you. The most intense feelings usually pass, even when it doesn't feel that way.",
        },
      ],
    },
    suicidalThoughtsCare,
    {
      kind: "card-grid",
      heading: "There is a way through this",
      intro:
        "When you are in this much pain it can feel as if nothing will ever change. These things are true even if you can't feel them right now.",
      columns: 2,
      cards: [
        {
          title: "These feelings can change",
          body: "Suicidal thoughts often come in waves and at the worst moments of a hard time. Many people who once felt this way are living lives they value today.",
          icon: "sparkles",
        },
        {
          title: "Asking for help is a strong thing to do",
          body: 'It takes courage to say "I\'m struggling". Counsellors and doctors hear it every day, and they will not judge you or be shocked.',
          icon: "hand-heart",
        },
        {
          title: "Treatment works",
          body: "Depression, anxiety, trauma and other causes of this pain can be treated, with talking therapy, medicine or both. Help that fits you can make a real difference.",
          icon: "stethoscope",
        },
        {
          title: "A bad result, a loss or a debt is not the end",
          body: "Exam results, a break-up, money trouble, illness or pressure at home can feel impossible. There are ways forward you can't see yet, and people who can help you find them.",
          icon: "compass",
        },
      ],
    },
    {
      kind: "list",
      heading: "What helps in the next days",
      intro:
        "Once you are through tonight, these steps help keep you safer and start to ease the pain.",
      style: "check",
      items: [
        {
          title: "Make a safety plan",
          body: "Write it on paper or in your phone: the signs that a hard moment is coming, things that calm you, people and places you can go to, the numbers to call ({line:tele-manas}, {line:emergency}), and how you will keep things you could use to harm yourself out of reach.",
        },
        {
          title: "See a doctor or counsellor",
          body: "Government hospitals and medical colleges have a psychiatry OPD, and Tele-MANAS can connect you to one near you. Tell them about the thoughts you have been having; it helps them help you.",
        },
        {
          title: "Keep one or two people close",
          body: "Agree that you will message or call each other every day for a while. Let them know what helps you and what doesn't.",
        },
        {
          title: "Look after the basics",
          body: "Eat something at regular times, keep a sleep routine, step outside in daylight, and go easy on alcohol. They don't fix everything, but they make hard days more bearable.",
        },
        {
          title: "Make the pressure smaller",
          body: "If exams, coaching or work feel crushing, tell a teacher, counsellor or manager. Deadlines, attempts and plans can change; you matter more than any of them.",
        },
      ],
    },
    {
      kind: "accordion",
      id: "help-a-friend",
      heading: "If you are worried about someone else",
      intro:
        "You don't need special training to help. Being there, listening and helping them reach support can make a real difference.",
      items: [
        {
          title: "Ask them directly",
          body: [
            'If you notice that someone is withdrawn, hopeless, giving things away or saying goodbye, ask them plainly: "Are you thinking about suicide?" Asking does not put the idea in their head; it shows them that they can talk to you.',
          ],
        },
        {
          title: "Listen without judging",
          body: [
            'Let them talk. Don\'t argue, lecture or say "think of your parents". You could say: "Thank you for telling me. I\'m here, and we\'ll find help together."',
          ],
        },
        {
          title: "Help them get support",
          body: [
            "Offer to call Tele-MANAS ({line:tele-manas}) with them, or to go with them to a doctor. Don't promise to keep it a secret: their safety comes first, so involve a trusted adult or family member.",
          ],
        },
        {
          title: "If they are in danger right now",
          body: [
            "Stay with them, or make sure someone else does. Call {line:emergency}. If you can do so safely, help keep anything they could use to harm themselves out of reach.",
          ],
        },
        {
          title: "If someone you know has died by suicide",
          body: [
            "Grief after a suicide can bring shock, guilt, anger and many questions. It is not your fault. Talk to someone you trust, and call Tele-MANAS ({line:tele-manas}) if the feelings become too heavy: they support people who are grieving too.",
          ],
        },
        {
          title: "Look after yourself too",
          body: [
            "Supporting someone in crisis is hard. You don't have to carry it alone: share it with another adult you trust, and call Tele-MANAS for yourself if you need to.",
          ],
        },
      ],
    },
    {
      kind: "cta",
      heading: "More support",
      body: "Guides for the pressures that often sit behind these thoughts, and for finding the right professional.",
      actions: [
        { label: "Mental health support", href: "/mental-health-support" },
        { label: "Exam stress", href: "/exam-stress", variant: "secondary" },
      ],
    },
    {
      kind: "callout",
      tone: "info",
      heading: "About this page",
      body: "This page gives guidance, not a diagnosis: only a doctor or counsellor who talks with you can say what will help you most. It is written to {fact:who-media-guidance} and {fact:pci-suicide-norms}, so it gives no details of ways to self-harm.",
    },
  ],
};

export default page;
