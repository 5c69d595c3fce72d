import { stateChoiceSection } from "../state-pages.ts";
import { patientHubCare } from "../shared/care-cards.ts";
import type { Page } from "../types.ts";
import { glossary } from "../glossary.ts";

const page: Page = {
  path: "/patient-support",
  reviewed: "2026-11-23",
  title: "Patient support",
  description:
    "Practical help for patients in India and the relatives who look after them: day and night support in hospital, the ICU and wards, appointments for elderly parents, and mental health.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Patients and families",
      title: "Support for patients and the relatives who care for them",
      lead: "A hospital stay is hard on the whole family. Here is plain, practical guidance for the bedside, the ICU waiting area, the doctor's room and the long nights in between.",
      icon: "heart-pulse",
    },
    {
      kind: "card-grid",
      heading: "Guidance for where you are right now",
      intro:
        "Pick the situation closest to yours. Each guide has checklists you can use today, whether or not you use our services.",
      columns: 2,
      cards: [
        {
          title: "Personal day/night support",
          body: "When no one in the family can stay at the bedside around the clock, a trained attendant can keep your relative company, help with meals and washing, and call the nurse when needed.",
          icon: "bed",
          points: ["How to arrange night-time support", "What an attendant does and doesn't do"],
          action: { label: "Day and night support", href: "/personal-support" },
        },
        {
          title: "ICU & ward assistance",
          body: "Waiting outside an ICU is exhausting and confusing. Know what to bring, what to ask the doctor, and how to keep the family informed without repeating yourself twenty times.",
          icon: "hospital",
          points: ["What to bring to a ward or ICU", "Questions to ask the doctor"],
          action: { label: "ICU and ward help", href: "/icu-ward-assistance" },
        },
        {
          title: "Mental health support",
          body: "Illness brings fear, low mood and sleepless nights, for patients and for the people caring for them. Talking to a trained professional helps, and it is nothing to be ashamed of.",
          icon: "brain",
          points: [
            "When to seek help urgently",
            "Free 24/7 helpline: Tele-MANAS {line:tele-manas}",
          ],
          action: { label: "Mental health support", href: "/mental-health-support" },
        },
        {
          title: "Medical appointment assistance",
          body: "Long queues, rushed consultations and a bag full of old reports make doctor visits hard for elderly parents. A little preparation and a companion make them far easier.",
          icon: "calendar-check",
          points: [
            "Documents, medicines list and reports to carry",
            "What to ask in the doctor's room",
          ],
          action: { label: "Appointment help", href: "/medical-appointment-assistance" },
        },
      ],
    },
    {
      kind: "list",
      heading: "Just arrived at the hospital? Do these first",
      intro:
        "In the first few hours everything feels urgent. These few steps save a lot of running around later.",
      style: "numbered",
      items: [
        {
          title: "Find the helpdesk or admission counter",
          body: "Ask where to register, what deposit is needed, and for the patient's hospital number (UHID or IP number). You will be asked for it again and again.",
        },
        {
          title: "Learn who is treating your relative",
          body: "Write down the name of the consultant in charge, the ward or ICU name, and the time of the doctors' daily rounds.",
        },
        {
          title: "Save the ward's phone number",
          body: "Ask the nurses' station which number to call for updates and at what times calls are answered.",
        },
        {
          title: "Keep every paper in one folder",
          body: "Prescriptions, reports, bills and consent forms. Take a photo of each one on your phone as a backup.",
        },
        {
          title: "Ask about insurance or Ayushman Bharat early",
          body: "If the patient has health insurance or an Ayushman Bharat (PM-JAY) card, tell the insurance or Ayushman desk on the first day: cashless approval takes time.",
        },
        {
          title: "Choose one family spokesperson",
          body: "One person talks to the doctors and shares a short update with everyone else. Doctors can explain more, and the family hears one consistent story.",
        },
      ],
    },
    {
      kind: "card-grid",
      id: "resources",
      heading: "Resource library",
      intro:
        "Sheets to print, videos, a breathing practice and an everyday eating guide for patients and carers.",
      columns: 4,
      cards: [
        {
          title: "Sheets for families",
          body: "An ICU visit log, a medicine schedule, questions for the doctor, a discharge checklist and a bills and claims tracker, in PDF, Word and Excel.",
          icon: "file-text",
          action: { label: "Get the sheets", href: "/templates-and-forms", variant: "secondary" },
        },
        {
          title: "Exercise & wellness",
          body: "Gentle exercise, yoga and breathing videos for beginners, seniors and people in recovery.",
          icon: "video",
          action: { label: "Watch videos", href: "/exercise-videos", variant: "secondary" },
        },
        {
          title: "Breathing practice",
          body: "A guided practice of one to five minutes for anxious waits, sleepless nights and carer fatigue, paced on screen and spoken aloud.",
          icon: "headphones",
          action: {
            label: "Start the practice",
            href: "/breathing-practice",
            variant: "secondary",
          },
        },
        {
          title: "Healthy eating",
          body: "Everyday eating from the Indian dietary guidelines (ICMR-NIN, 2024). General advice: a patient's own diet comes from their doctor.",
          icon: "apple",
          action: { label: "Read the guide", href: "/healthy-eating", variant: "secondary" },
        },
      ],
    },
    {
      kind: "list",
      id: "glossary",
      heading: "Hospital words, in plain language",
      intro:
        "Words you will hear at the counter, on the ward, in the ICU and from the insurance desk. On every page, the first time one of these words appears you can tap it for its meaning.",
      style: "terms",
      items: glossary.map((entry) => ({ title: entry.term, body: entry.definition })),
    },
    {
      kind: "cta",
      heading: "Gentle exercise, yoga and breathing",
      body: "Our free video library is open now: seated exercises, beginner yoga and breathing practices chosen for older adults and people in recovery.",
      actions: [{ label: "Open the exercise library", href: "/exercise-videos" }],
    },
    patientHubCare,
    {
      kind: "callout",
      tone: "urgent",
      heading: "If someone is in danger right now",
      body: "For a medical emergency, call {line:emergency} (police, fire and ambulance across India) or {line:ambulance} for an ambulance. If you or someone you care for is in emotional crisis, Tele-MANAS counsellors answer free, 24 hours a day.",
      crisisLines: true,
    },
    // Issue 35: "Your state", leading to the state's page (help lines, health scheme, boards, tests).
    stateChoiceSection("en"),
  ],
};

export default page;
