import { icuCare } from "../shared/care-cards.ts";
import type { Page } from "../types.ts";

const page: Page = {
  path: "/icu-ward-assistance",
  reviewed: "2026-11-23",
  title: "ICU & ward assistance",
  description:
    "For families waiting outside an ICU or ward in India: what to bring, questions to ask the doctor, visiting, consent forms, bills and insurance, and how to keep the family informed.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Patients and families",
      title: "Help for families outside the ICU and on the ward",
      lead: "When someone you love is in intensive care, the waiting is the hardest part. Here is what to bring, what to ask, and how to share the load, so you can be present for the moments that matter.",
      icon: "hospital",
    },
    {
      kind: "card-grid",
      heading: "Four challenges families face",
      columns: 2,
      cards: [
        {
          title: "Long waits with little news",
          body: "ICU visiting is usually limited to short slots, and updates come once or twice a day. Families sit for hours outside the door, afraid to leave in case they are called.",
          icon: "clock",
          points: [
            "Ask the nurse when updates are given and who will call you",
            "Wait in shifts so someone always rests",
          ],
        },
        {
          title: "Medical words that are hard to follow",
          body: "Ventilator, sedation, sepsis, dialysis, vitals: doctors explain quickly and the words blur together under stress.",
          icon: "stethoscope",
          points: [
            "Write down what you hear and ask them to say it again simply",
            'It is always fine to ask "What does that mean for us?"',
          ],
        },
        {
          title: "Forms, bills and approvals",
          body: "Consent forms, deposits, pharmacy bills, insurance pre-approval and Ayushman Bharat paperwork all land on the family, often at night.",
          icon: "clipboard-list",
          points: [
            "Ask the billing desk for an estimate and a daily running bill",
            "Start insurance or PM-JAY approval on the first day",
          ],
        },
        {
          title: "Exhaustion and hard decisions",
          body: "Families go days without proper sleep or food, while relatives keep calling for news. Some decisions about treatment may need to be made quickly.",
          icon: "heart-handshake",
          points: [
            "Choose one spokesperson to talk to the doctors",
            "Share one short written update with everyone each day",
          ],
        },
      ],
    },
    {
      kind: "list",
      id: "icu-bag",
      checklist: true,
      heading: "What to bring to a ward or ICU",
      intro:
        "Keep these in one bag near the door. ICUs rarely allow personal items at the bedside, so ask the nurse before taking anything in.",
      style: "check",
      items: [
        {
          title: "ID and cards",
          body: "Patient's Aadhaar or other photo ID, your own ID, and the health insurance, CGHS, ECHS or Ayushman Bharat card if there is one.",
        },
        {
          title: "Medical history in one folder",
          body: "Previous prescriptions, discharge summaries and recent reports, with the newest on top.",
        },
        {
          title: "The medicines the patient takes",
          body: "A written list with name, strength and timing, or the strips themselves in a bag. Include Ayurvedic, homoeopathic and over-the-counter medicines.",
        },
        {
          title: "Allergies and conditions",
          body: "Allergies to medicines or food, and long-term conditions like diabetes, blood pressure, heart or kidney disease, written clearly on one page.",
        },
        {
          title: "For the patient (on the ward)",
          body: "Spectacles, hearing aid, dentures, loose clothes, non-slip slippers. Leave gold and valuables at home.",
        },
        {
          title: "For you, the one waiting",
          body: "Phone, charger and power bank, a notebook and pen, a shawl, water, snacks, any medicines you take yourself, and some cash and UPI.",
        },
      ],
    },
    {
      kind: "list",
      id: "doctor-questions",
      checklist: true,
      heading: "Questions to ask the doctor",
      intro:
        "Write them down before the doctor comes. You won't need all of them every day; start with the first three.",
      style: "numbered",
      items: [
        "What is the main problem right now, in simple words?",
        "Is my relative better, worse or the same as yesterday?",
        "What is the plan for the next 24 hours?",
        "What signs of improvement or of concern are you watching for?",
        "Which tests or procedures are planned, and why?",
        "Is there a decision the family needs to make, and by when?",
        "How long might they need to stay in the ICU, and then on the ward?",
        "When is the best time to get an update, and whom should we call at night?",
      ],
    },
    {
      kind: "list",
      id: "discharge",
      checklist: true,
      heading: "Before you leave the hospital (discharge)",
      intro:
        "Go through this with the nurse or doctor on the day of discharge, before the final bill is settled.",
      style: "check",
      items: [
        {
          title: "The discharge summary",
          body: "A signed summary with the diagnosis, what was done, test results and the medicines to continue. Check the patient's name and the dates, and keep a photo of every page.",
        },
        {
          title: "Medicines, explained",
          body: "Which medicines to take, how much and when, which old ones to stop, and for how long. Ask the nurse to mark morning, afternoon and night on the prescription.",
        },
        {
          title: "The follow-up visit",
          body: "The date, the doctor's name and any tests to do before it. Write them down and put them in your phone.",
        },
        {
          title: "Warning signs",
          body: "Which symptoms mean you should call the hospital or come back to emergency at once, and whom to call at night.",
        },
        {
          title: "Care at home",
          body: "Food, rest, wound or catheter care, bathing, and when it is safe to walk, climb stairs or go back to work. Ask someone to show you any dressing or injection you will do yourself.",
        },
        {
          title: "Bills and papers",
          body: "The final itemised bill, receipts, and the insurance or Ayushman Bharat papers, all in one folder. Ask for copies of the reports and scans you may need later.",
        },
      ],
    },
    {
      kind: "accordion",
      heading: "Everyday questions about the ICU and ward",
      items: [
        {
          title: "When can we visit, and how many of us?",
          body: [
            "It varies a lot by hospital. Many ICUs allow one or two visitors at a time during fixed short slots, and some allow one relative to stay nearby at all times. Ask the ICU nurse in charge on the first day and note the timings.",
            "To protect very sick patients from infection, expect to wash or sanitise your hands, sometimes to leave footwear outside or wear covers, and to keep children and anyone with a cough or fever away.",
          ],
        },
        {
          title: "Can the patient hear us?",
          body: [
            "Even patients who are sedated or on a ventilator may hear and feel touch. Speak calmly, tell them who you are and what day it is, and hold their hand if the nurse says it is fine.",
            "Avoid discussing frightening details at the bedside.",
          ],
        },
        {
          title: "What should we know about consent forms?",
          body: [
            "Before surgery, procedures, blood transfusion or high-risk treatment, the hospital asks the patient or next of kin to sign consent. You have the right to have it explained in a language you understand.",
          ],
          points: [
            "Ask what the procedure is, why it is needed now, and what the main risks are",
            "Ask what happens if you say no or wait",
            "Ask for a few minutes to talk with family if you need them",
            "Keep a photo of every form you sign",
          ],
        },
        {
          title: "Bills, insurance and Ayushman Bharat",
          body: [
            "Ask the billing desk for a written estimate and a daily running bill, so there are no surprises at discharge.",
            "With private health insurance, the hospital's insurance (TPA) desk asks the insurer for cashless pre-approval. Give them the policy details on the first day.",
            "Ayushman Bharat PM-JAY gives eligible families cashless treatment in empanelled hospitals: {fact:pmjay-cover}. Ask the Ayushman help desk (Ayushman Mitra) at the hospital whether the hospital is empanelled and what papers are needed.",
          ],
        },
        {
          title: "How do we keep relatives informed without repeating ourselves?",
          body: [
            "Make a family group on WhatsApp and post one short update after the doctors' round: how the patient is, the plan for today, and what help is needed (food, money, someone to wait at night). Ask people to message rather than call the person at the hospital.",
          ],
        },
        {
          title: "Who looks after the family?",
          body: [
            "Eat something proper once a day, sleep in shifts, and step outside for air. Fear, guilt and numbness are normal reactions. If it becomes too much, the free Tele-MANAS helpline ({line:tele-manas}) has counsellors available around the clock.",
          ],
          link: { label: "Mental health support", href: "/mental-health-support" },
        },
      ],
    },
    icuCare,
    {
      kind: "cta",
      heading: "Want someone to help you through the ICU days?",
      body: "An assistant can wait with you, keep the notes, run to the pharmacy and billing desk, and help the family stay informed.",
      actions: [
        {
          label: "Request ICU assistance",
          href: "/request?kind=ward-support&source=/icu-ward-assistance",
        },
      ],
    },
  ],
};

export default page;
