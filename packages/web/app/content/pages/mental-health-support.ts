import { mentalHealthCare } from "../shared/care-cards.ts";
import type { Page } from "../types.ts";

const page: Page = {
  path: "/mental-health-support",
  reviewed: "2026-11-23",
  title: "Mental health support",
  description:
    "Mental health support for patients and caregivers in India: when to seek urgent help, the free Tele-MANAS helpline {line:tele-manas}, what therapy offers, and how to find the right professional.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Patients and families",
      title: "Your mind needs care too",
      lead: "Illness, a hospital stay or months of caring for someone can bring fear, sadness, anger and sleepless nights. These are common, human reactions, and help is available.",
      icon: "brain",
    },
    {
      kind: "callout",
      tone: "urgent",
      heading: "When to get help right away",
      body: "Call {line:emergency} now if someone has harmed themselves or taken an overdose, talks about ending their life or has a plan to, or is so confused or agitated that they may hurt themselves or others. Stay with them until help arrives. If you or someone you care for is struggling and needs to talk today, Tele-MANAS counsellors answer free, 24 hours a day, in many Indian languages.",
      crisisLines: true,
    },
    mentalHealthCare,
    {
      kind: "card-grid",
      heading: "How talking to a professional helps",
      intro:
        'Therapy is not only for a "mental illness". It is a confidential place to make sense of what is happening and find ways to cope.',
      columns: 2,
      cards: [
        {
          title: "A safe place to talk",
          body: "Say what you can't say to family, without being judged or told to \"stay positive\". What you share stays confidential, except where someone's safety is at risk.",
          icon: "message-circle",
        },
        {
          title: "Practical ways to cope",
          body: "Learn proven skills for worry, panic, low mood and poor sleep, such as slowing your breathing, challenging the worst-case thoughts, and planning small steps for each day.",
          icon: "lightbulb",
        },
        {
          title: "Support for caregivers too",
          body: "Looking after someone who is ill is exhausting. Caregivers often feel guilt, resentment or burnout, and deserve support in their own right.",
          icon: "heart-handshake",
        },
        {
          title: "Help that fits the illness",
          body: "A diagnosis, surgery, long treatment or a loss changes how you see yourself. A professional can help you adjust, and can work alongside your doctors.",
          icon: "stethoscope",
        },
      ],
    },
    {
      kind: "list",
      heading: "Signs it's time to talk to someone soon",
      intro:
        "Not an emergency, but don't wait weeks. If two or more of these have lasted two weeks or longer, speak to a doctor, a counsellor or Tele-MANAS.",
      style: "bullet",
      items: [
        "Feeling sad, empty or hopeless most of the day",
        "Losing interest in people and things you usually care about",
        "Sleeping much more or much less than usual",
        "Constant worry, or sudden rushes of panic with a racing heart",
        "Not eating properly, or eating far more than usual",
        "Pulling away from family and friends",
        "Leaning on alcohol, tobacco or sleeping pills to get through the day",
        'A patient who stops taking medicines or skips treatment because "what\'s the point"',
      ],
    },
    {
      kind: "list",
      heading: "Small things that help this week",
      intro:
        "None of these replace professional help, but they make hard days a little easier, for patients and for carers.",
      style: "check",
      items: [
        {
          title: "Keep a simple routine",
          body: "Get up, wash and eat at roughly the same times, even in hospital. Routine steadies the mind.",
        },
        {
          title: "Breathe out slowly",
          body: "Breathe in through the nose for a count of four and out for a count of six, for two or three minutes. A longer out-breath calms the body.",
        },
        {
          title: "Tell one person how you really feel",
          body: "A friend, a relative or a helpline counsellor. Saying it aloud often takes some of its weight away.",
        },
        {
          title: "Step outside for ten minutes",
          body: "Daylight and a short walk help sleep and mood. Carers: let someone else sit at the bedside while you go.",
        },
        {
          title: "Limit the late-night searching",
          body: "Reading about a diagnosis at 2 am rarely helps. Write your questions down and take them to the doctor.",
        },
      ],
    },
    {
      kind: "accordion",
      heading: "Finding the right help in India",
      items: [
        {
          title: "Psychiatrist, psychologist or counsellor: who does what?",
          body: [
            "A psychiatrist is a medical doctor (MBBS with an MD or DNB in psychiatry). They diagnose mental health conditions and can prescribe medicines.",
            "A clinical psychologist provides assessment and talking therapy. In India they should be registered with the Rehabilitation Council of India (RCI); ask for the registration number.",
            "Counsellors help with stress, grief and life changes. Training varies, so ask about their qualifications and experience.",
          ],
        },
        {
          title: "Is there free or low-cost help?",
          body: [
            "Tele-MANAS ({line:tele-manas} or {line:tele-manas.alternative}) is the Government of India's free 24/7 mental health helpline. Counsellors listen, support you, and can connect you to a psychiatrist or a service near you.",
            "Most government medical college and district hospitals run a psychiatry OPD, and many districts have services under the District Mental Health Programme.",
          ],
        },
        {
          title: "What happens in the first session?",
          body: [
            "You talk about what has been happening and what you would like to change. The professional asks questions, explains how they can help, and you agree on next steps together. It is fine to ask about fees, session length and confidentiality at the start.",
          ],
        },
        {
          title: "Can I do therapy online or by phone?",
          body: [
            "Yes. Many psychologists and psychiatrists offer video or phone sessions, which helps if you are a carer who can't leave the hospital or live far from a city. Choose a quiet, private place for the call.",
          ],
        },
        {
          title: "How can I support a relative who won't seek help?",
          body: [
            "Listen more than you advise, tell them what you have noticed without blaming, and offer to make the call or go with them. If they talk about ending their life, take it seriously every time and get help at once.",
          ],
        },
      ],
    },
    {
      kind: "cta",
      heading: "Ready to talk to someone?",
      body: "We can help you find a qualified therapist who works with patients and caregivers, in person or online. If you need to talk today, call Tele-MANAS on {line:tele-manas}.",
      actions: [
        {
          label: "Find a therapist now",
          href: "/request?kind=therapist-match&source=/mental-health-support",
        },
      ],
    },
  ],
};

export default page;
