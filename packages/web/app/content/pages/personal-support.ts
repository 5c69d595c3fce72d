import { personalCare } from "../shared/care-cards.ts";
import type { Page } from "../types.ts";

const page: Page = {
  path: "/personal-support",
  reviewed: "2026-11-23",
  title: "Personal day/night support",
  description:
    "When family can't stay at the hospital bedside day and night: the challenges of caregiving in an Indian hospital, what a trained attendant does, and how to arrange night-time support.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Patients and families",
      title: "Someone by your relative's side, day or night",
      lead: "Most Indian hospitals expect a family member to stay with the patient. When that is not possible every hour of every day, a trained attendant can share the load, so your relative is never alone and you can sleep, work and think.",
      icon: "bed",
    },
    {
      kind: "card-grid",
      heading: "Four challenges families face at the bedside",
      intro:
        "If any of these sound familiar, you are not failing. Hospital caregiving is a full-time job on top of your own.",
      columns: 2,
      cards: [
        {
          title: "Nights without rest",
          body: "One relative sleeps on a chair or the waiting-room floor, wakes for every alarm, and is exhausted within days. Tired carers miss things and fall ill themselves.",
          icon: "clock",
          points: [
            "Take turns in shifts, even short ones",
            "A night attendant lets the family sleep at home",
          ],
        },
        {
          title: "Work, children and the hospital",
          body: "Leave runs out, children need school lunches, and relatives live in other cities. The bedside often falls to one person.",
          icon: "users",
          points: [
            "Write a weekly rota the whole family can see",
            "Cover the hours no one can with paid help",
          ],
        },
        {
          title: "Daily care the patient can't do alone",
          body: "Eating, drinking enough, washing, getting to the toilet, changing position in bed and walking safely. Nurses care for many patients at once and can't be there for all of it.",
          icon: "hand-heart",
          points: [
            "Ask the nurse what the patient may eat and how much they may move",
            "Older patients fall most often at night, on the way to the toilet",
          ],
        },
        {
          title: "Missing what the doctors say",
          body: "Rounds happen when you have stepped out, night events aren't passed on, and the same questions get asked by five relatives on the phone.",
          icon: "message-circle",
          points: [
            "Keep a notebook at the bedside for every change and question",
            "One family spokesperson talks to the doctors",
          ],
        },
      ],
    },
    {
      kind: "comparison",
      heading: "What an attendant does, and what stays with the nurses",
      intro:
        "A patient attendant (sometimes called a patient care assistant or caretaker) supports comfort and daily needs. Medical care stays with the hospital team.",
      columns: [
        {
          title: "An attendant can",
          tone: "positive",
          items: [
            "Stay with your relative through the day or the night",
            "Help with meals, drinking water, washing and changing clothes",
            "Help them to the toilet or with a bedpan, and to sit up or walk safely",
            "Notice changes such as confusion, pain, breathlessness or not eating, and call the nurse at once",
            "Keep a short log of the shift and hand over to the family each morning",
            "Give company and reassurance, which matters more than it sounds",
          ],
        },
        {
          title: "Only the nurses and doctors",
          tone: "neutral",
          items: [
            "Give medicines, injections, drips or oxygen, or change their settings",
            "Handle drains, catheters, feeding tubes or wound dressings",
            "Decide on tests, treatment or discharge",
            "Explain the diagnosis and answer medical questions",
          ],
        },
      ],
    },
    {
      kind: "list",
      id: "night-support",
      checklist: true,
      heading: "How to arrange night-time support",
      intro:
        "Whether you use us, an agency the hospital approves, or someone your family trusts, these steps keep nights safe.",
      style: "numbered",
      items: [
        {
          title: "Ask the ward first",
          body: "Rules differ by hospital and by ward. Ask the nurse in charge how many attendants may stay, whether an outside attendant is allowed, and how to get an attendant pass.",
        },
        {
          title: "Check who is coming",
          body: "Ask for the attendant's name, photo ID and phone number, and the agency's address. Ask what training they have had and whether they have cared for patients like yours.",
        },
        {
          title: "Agree the hours and the handover",
          body: "Night shifts usually run about 12 hours, for example 8 pm to 8 am. Set a time for a face-to-face handover at both ends, and agree the rate and payment in writing.",
        },
        {
          title: "Leave a one-page note at the bedside",
          body: "Patient's name, bed number, allergies, diet and fluid instructions, whether they may get up alone, hearing or vision problems, and two family phone numbers.",
        },
        {
          title: "Introduce the attendant to the nurses",
          body: "Tell the night staff who the attendant is and that the family's contact details are in the note, so nobody wonders who is at the bedside.",
        },
        {
          title: "Ask for a short morning report",
          body: "How the patient slept, what they ate and drank, any pain or confusion, and anything a nurse or doctor said. Pass it on when the doctors come on rounds.",
        },
      ],
    },
    {
      kind: "list",
      id: "bedside-bag",
      checklist: true,
      heading: "A bedside bag for long stays",
      style: "check",
      items: [
        "A notebook and pen for questions, medicine times and what the doctors said",
        "Phone charger with a long cable, and a power bank",
        "Loose, front-opening clothes and non-slip slippers for the patient",
        "Spectacles, hearing aid with spare batteries, and a denture box if needed",
        "A shawl or light blanket: wards and ICU waiting areas can be cold at night",
        "Wet wipes, a small towel, toothbrush, comb and lip balm",
        "A steel water bottle and a few snacks for the person staying",
        "Some cash and a working UPI app for the pharmacy and canteen",
      ],
    },
    personalCare,
    {
      kind: "cta",
      heading: "Need someone at the bedside?",
      body: "Tell us the hospital, the dates and the hours you need covered, and we will help you find support.",
      actions: [
        {
          label: "Arrange support now",
          href: "/request?kind=night-attendant&source=/personal-support",
        },
      ],
    },
  ],
};

export default page;
