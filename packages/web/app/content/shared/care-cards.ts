import type { CareCards } from "../types.ts";

/*
 * Issue 35: "what to do now, in three levels" on the patient, mental-health and crisis pages and the
 * situation guides (components/sections/care-cards-section.tsx). Written only from guidance the
 * pages already give and source: the emergency signs are the NHS's list of when to call for an
 * ambulance ({fact:nhs-when-to-call-999}; India's number is {line:emergency}); the exercise cards are
 * /exercise-videos' own safety note; the mental-health and crisis cards are what
 * /mental-health-support and /help-for-suicidal-thoughts already say, written to safe-messaging
 * guidance ({fact:who-media-guidance}): no method is named, help comes first. Every heading says
 * its level in words, so the level never rests on colour. Hindi twin: content/hi/shared/care-cards.ts.
 */

const emergencySigns = [
  "Chest pain or chest tightness, even if it comes and goes",
  "Struggling to breathe, or lips or face turning blue",
  "Cannot be woken, or suddenly very confused or drowsy",
  "A face drooping on one side, a weak arm or slurred speech (signs of a stroke)",
  "A fit (seizure) that does not stop",
  "Heavy bleeding that does not stop when pressed",
  "Sudden swelling of the lips, tongue or throat after a medicine or food",
];

const intro =
  "How soon to act, in three levels. The emergency signs follow {fact:nhs-when-to-call-999}. This is guidance, not a diagnosis: if you are unsure which level fits, choose the more urgent one.";

/** /patient-support: for anyone caring for a patient, at home or in hospital. */
export const patientHubCare: CareCards = {
  kind: "care-cards",
  id: "what-to-do-now",
  heading: "What to do now: three levels",
  intro,
  cards: [
    {
      level: "emergency",
      heading: "Emergency: call {line:emergency} now if",
      signs: emergencySigns,
      action:
        "In hospital, press the call bell and call out for the nurse at once. Don't wait to see whether it passes.",
    },
    {
      level: "urgent",
      heading: "Urgent: tell the nurse or doctor today if",
      signs: [
        "Symptoms are getting worse, not better",
        "A wound or drip site turns red, swollen, hot or starts to leak",
        "They are hardly eating or drinking, or passing much less urine",
        "New pain, or pain the medicines no longer ease",
        "A fall, even if they seem unhurt",
      ],
    },
    {
      level: "routine",
      heading: "Routine: ask at the next doctor's round if",
      signs: [
        "You want the plan for the next day explained simply",
        "You have questions about medicines, tests or reports",
        "You want to know how long the stay may be, and what care is needed at home",
      ],
    },
  ],
};

/** /icu-ward-assistance and the guide for the first day in the ICU. */
export const icuCare: CareCards = {
  kind: "care-cards",
  id: "what-to-do-now",
  heading: "What to do now: three levels",
  intro,
  cards: [
    {
      level: "emergency",
      heading: "Emergency: get a nurse or doctor now if",
      signs: emergencySigns,
      action:
        "On the ward, press the call bell and call out; don't wait for the round. Outside the hospital, call {line:emergency}.",
    },
    {
      level: "urgent",
      heading: "Urgent: tell the nurse or doctor today if",
      signs: [
        "The patient seems more drowsy, confused or restless than yesterday",
        "A wound, drip or catheter site turns red, swollen or starts to leak",
        "They are in new pain, or pain the medicines no longer ease",
        "You are asked to sign a form or make a decision you don't understand",
      ],
    },
    {
      level: "routine",
      heading: "Routine: ask at the next doctor's round if",
      signs: [
        "You want to know whether they are better, worse or the same as yesterday",
        "You want the plan for the next 24 hours, and the tests planned",
        "You want to know when they may move to the ward or go home",
      ],
    },
  ],
};

/** /personal-support: an attendant or family member at the bedside, day or night. */
export const personalCare: CareCards = {
  kind: "care-cards",
  id: "what-to-do-now",
  heading: "What to do now: three levels",
  intro,
  cards: [
    {
      level: "emergency",
      heading: "Emergency: call {line:emergency} now if",
      signs: emergencySigns,
      action:
        "In hospital, press the call bell and call out for the nurse at once; at night too, don't wait for the morning.",
    },
    {
      level: "urgent",
      heading: "Urgent: tell the nurse or doctor today if",
      signs: [
        "They are hardly eating or drinking, or passing much less urine",
        "Skin on the back, hips or heels turns red or sore and stays that way",
        "A fall, even if they seem unhurt",
        "They are more confused, sleepy or restless than usual",
      ],
    },
    {
      level: "routine",
      heading: "Routine: ask at the next doctor's round if",
      signs: [
        "You want to know which medicines are given when, and which you may help with",
        "You want to be shown how to help them move, eat or wash safely",
        "You want to know what care they will need at home",
      ],
    },
  ],
};

/** /medical-appointment-assistance: between appointments. */
export const appointmentCare: CareCards = {
  kind: "care-cards",
  id: "what-to-do-now",
  heading: "What to do now: three levels",
  intro,
  cards: [
    {
      level: "emergency",
      heading: "Emergency: call {line:emergency} now, don't wait for the appointment, if",
      signs: emergencySigns,
    },
    {
      level: "urgent",
      heading: "Urgent: see a doctor or call the clinic today if",
      signs: [
        "Symptoms are clearly getting worse before the appointment",
        "A new medicine seems to cause a rash, vomiting or other effects that worry you",
        "A medicine you must not miss is about to run out",
      ],
    },
    {
      level: "routine",
      heading: "Routine: ask at the next appointment if",
      signs: [
        "You want to go over every medicine, and which old ones to stop",
        "You want a report or test result explained",
        "You want to know when to come back, and what to watch for until then",
      ],
    },
  ],
};

/** /exercise-videos: from the page's own safety note. */
export const exerciseCare: CareCards = {
  kind: "care-cards",
  id: "what-to-do-now",
  heading: "While you exercise: three levels",
  intro:
    "How soon to act if something feels wrong during or after exercise. The emergency signs follow {fact:nhs-when-to-call-999}. If you are unsure which level fits, choose the more urgent one.",
  cards: [
    {
      level: "emergency",
      heading: "Emergency: stop and call {line:emergency} now if",
      signs: [
        "Chest pain or chest tightness, even if it comes and goes",
        "Breathlessness that does not settle with rest",
        "Fainting, or lips or face turning blue",
      ],
    },
    {
      level: "urgent",
      heading: "Urgent: stop, rest and tell your doctor today if",
      signs: [
        "Pain, dizziness or unusual breathlessness that made you stop",
        "A fall during exercise, even if you seem unhurt",
      ],
    },
    {
      level: "routine",
      heading: "Routine: ask your doctor or physiotherapist at the next visit if",
      signs: [
        "You have had surgery, a heart problem, a fall or a recent hospital stay, or you are pregnant, and want to know which movements are safe",
        "You want to know how much to do, and how quickly to build up",
      ],
    },
  ],
};

/** /mental-health-support: what the page's "When to get help right away" and "Signs" lists say. */
export const mentalHealthCare: CareCards = {
  kind: "care-cards",
  id: "what-to-do-now",
  heading: "What to do now: three levels",
  intro:
    "How soon to get help, in three levels. This is guidance, not a diagnosis: if you are unsure which level fits, choose the more urgent one.",
  cards: [
    {
      level: "emergency",
      heading: "Emergency: call {line:emergency} now if someone",
      signs: [
        "Has harmed themselves or taken an overdose",
        "Talks about ending their life and has a plan to",
        "Is so confused or agitated that they may hurt themselves or others",
      ],
      action: "Stay with them until help arrives.",
    },
    {
      level: "urgent",
      heading: "Urgent: talk to Tele-MANAS ({line:tele-manas}) or a doctor today if",
      signs: [
        "You or someone you care for has thoughts that life is not worth living",
        "Worry, panic or low mood feels too much to get through today",
        'A patient stops taking medicines or treatment because "what\'s the point"',
      ],
      action: "Tele-MANAS is free, 24 hours a day, in many Indian languages.",
    },
    {
      level: "routine",
      heading: "Routine: see a doctor or counsellor in the next week or two if",
      signs: [
        "Two or more of the signs on this page have lasted two weeks or longer",
        "Sleep, appetite or interest in people has changed and is not coming back",
      ],
    },
  ],
};

/** /help-for-suicidal-thoughts and the guide for someone who talks about ending their life. */
export const suicidalThoughtsCare: CareCards = {
  kind: "care-cards",
  id: "what-to-do-now",
  heading: "What to do now: three levels",
  intro:
    "How soon to get help, for you or for someone you are worried about. If you are unsure which level fits, choose the more urgent one.",
  cards: [
    {
      level: "emergency",
      heading: "Emergency: call {line:emergency} now if",
      signs: [
        "You, or they, might act on thoughts of ending life soon",
        "You have hurt yourself, or they have hurt themselves",
      ],
      action:
        "Stay together, or make sure someone stays. Go to the nearest hospital emergency department if that is quicker.",
    },
    {
      level: "urgent",
      heading: "Urgent: talk to Tele-MANAS ({line:tele-manas}) today if",
      signs: [
        "You are having thoughts of ending your life, even without a plan",
        "Someone has told you they are thinking about suicide",
        "You are worried about someone and don't know what to say",
      ],
      action: "Free, 24 hours a day, in Hindi, English and many other languages.",
    },
    {
      level: "routine",
      heading: "Routine: in the next few days, see a doctor or counsellor if",
      signs: [
        "The thoughts keep coming back, even once the worst has passed",
        "Low mood, worry or poor sleep has lasted two weeks or more",
      ],
      action:
        "Government hospitals and medical colleges have a psychiatry OPD; Tele-MANAS can connect you to one near you.",
    },
  ],
};

/** The guide for going home from hospital: the discharge checklist's "Warning signs", in levels. */
export const goingHomeCare: CareCards = {
  kind: "care-cards",
  id: "what-to-do-now",
  heading: "Once you are home: three levels",
  intro,
  cards: [
    {
      level: "emergency",
      heading: "Emergency: call {line:emergency} now if",
      signs: emergencySigns,
      action: "Take the discharge summary with you to the emergency department.",
    },
    {
      level: "urgent",
      heading: "Urgent: call the hospital or see a doctor today if",
      signs: [
        "Any warning sign the hospital told you to watch for",
        "A wound turns red, swollen, hot or starts to leak, or they feel hot and shivery",
        "They cannot keep medicines, food or water down",
        "They are passing much less urine, or new pain is not easing",
      ],
      action: "Keep the hospital's number for nights in your phone before you leave.",
    },
    {
      level: "routine",
      heading: "Routine: ask at the follow-up visit if",
      signs: [
        "You want to go over the medicines again, and which to stop",
        "You want to know when it is safe to walk, climb stairs, bathe or go back to work",
        "You are waiting for a test or report the hospital sent away",
      ],
    },
  ],
};

/** The guide for results day: what /exam-stress and /help-for-suicidal-thoughts say, in levels. */
export const resultsDayCare: CareCards = {
  kind: "care-cards",
  id: "what-to-do-now",
  heading: "If the result is hard to carry: three levels",
  intro:
    "Disappointment, anger and numbness are normal, and usually ease over days. These are the times to get help. If you are unsure which level fits, choose the more urgent one.",
  cards: [
    {
      level: "emergency",
      heading: "Emergency: call {line:emergency} now if",
      signs: [
        "You, or a friend, might act on thoughts of ending life soon",
        "You have hurt yourself, or a friend has hurt themselves",
      ],
      action: "Stay with someone, or make sure someone stays with your friend.",
    },
    {
      level: "urgent",
      heading: "Urgent: talk to Tele-MANAS ({line:tele-manas}) today if",
      signs: [
        "You feel hopeless, or that life is not worth living",
        "You can't stop thinking about the result, and it feels impossible to face anyone",
        'A friend says things like "there\'s no point any more"',
      ],
      action: "Free, 24 hours a day, in your language. You don't have to give your name.",
    },
    {
      level: "routine",
      heading: "Routine: talk to a parent, teacher or counsellor this week if",
      signs: [
        "You don't know what to do next, or which option to choose",
        "Worry, low mood or poor sleep lasts more than two weeks",
      ],
    },
  ],
};
