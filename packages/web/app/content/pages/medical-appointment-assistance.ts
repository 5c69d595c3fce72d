import { appointmentCare } from "../shared/care-cards.ts";
import type { Page } from "../types.ts";

const page: Page = {
  path: "/medical-appointment-assistance",
  reviewed: "2026-11-23",
  title: "Medical appointment assistance",
  description:
    "Help for elderly parents' doctor visits in India: the documents, medicines list and reports to carry, questions to ask, and a companion from door to door.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Patients and families",
      title: "Doctor visits for elderly parents, made easier",
      lead: "A hospital OPD can mean hours of queues and a five-minute consultation. With the right papers, a short list of questions and a companion, your parent gets more from every visit, even when you can't be there.",
      icon: "calendar-check",
    },
    {
      kind: "card-grid",
      heading: "Three problems that make appointments hard",
      columns: 3,
      cards: [
        {
          title: "Getting there and waiting",
          body: "Arranging transport, registering at the counter, queues at every step, stairs, and long waits without a place to sit. It tires older people before they even reach the doctor.",
          icon: "clock",
        },
        {
          title: "Understanding the doctor",
          body: "Consultations are short. Hearing problems, medical words and nerves mean parents often forget their questions and leave unsure what was decided.",
          icon: "message-circle",
        },
        {
          title: "Keeping track afterwards",
          body: "New prescriptions, tests to book, reports to collect and follow-up dates, often from more than one doctor. Medicines get duplicated or missed.",
          icon: "clipboard-list",
        },
      ],
    },
    {
      kind: "list",
      heading: "How we help",
      style: "check",
      items: [
        {
          title: "A companion from door to door",
          body: "Someone to accompany your parent from home, handle registration, queues, tests and the pharmacy, and bring them safely back.",
        },
        {
          title: "A prepared visit",
          body: "Before the day, we put together a one-page summary of their conditions and medicines and a short list of questions, so nothing important is forgotten in the room.",
        },
        {
          title: "Follow-through for the family",
          body: "After the visit, a written note of what the doctor said, medicine changes, tests to book and the next date, shared with you wherever you live.",
        },
      ],
    },
    {
      kind: "list",
      id: "appointment-bag",
      checklist: true,
      heading: "What to carry to the appointment",
      intro: "Put everything in one folder or cloth bag the night before.",
      style: "check",
      items: [
        {
          title: "Documents",
          body: "Photo ID (Aadhaar), the hospital card or OPD file with the patient ID, the appointment slip or token, a referral letter if there is one, and the insurance, CGHS, ECHS or Ayushman Bharat card.",
        },
        {
          title: "An up-to-date medicines list",
          body: "Each medicine's name, strength, dose and timing, and who prescribed it, including Ayurvedic, homoeopathic and over-the-counter ones. If in doubt, carry the strips and bottles in a bag.",
        },
        {
          title: "Reports, in date order",
          body: "Recent blood tests, ECG, X-ray or scan reports (with CDs or films if the doctor may want to see them), and discharge summaries from any hospital stay. Newest on top.",
        },
        {
          title: "Readings from home",
          body: 'A written log of blood pressure or sugar readings, weight, or symptoms with dates: it tells the doctor more than "it was high sometimes".',
        },
        {
          title: "Comfort and safety",
          body: "Spectacles, hearing aid, walking stick, water, a light snack (and something sweet for a diabetic in case of low sugar), a shawl, and any medicines due during the day.",
        },
        {
          title: "Check the fasting instructions",
          body: "Some blood tests need 8 to 12 hours without food. Ask when booking, and ask the doctor whether regular medicines should still be taken that morning.",
        },
      ],
    },
    {
      kind: "list",
      heading: "In the doctor's room",
      style: "numbered",
      items: [
        "Let your parent speak first, then add what they left out.",
        "Start with the one or two most important concerns; doctors have little time.",
        "Hand over the medicines list and the latest reports before the doctor asks.",
        "Ask what has changed: new medicines, stopped medicines, new doses.",
        "Repeat the plan back in your own words and ask the doctor to correct you.",
        "Ask which warning signs mean you should come back sooner or go to emergency.",
        "Before leaving, take a clear photo of the prescription and note the follow-up date.",
      ],
    },
    {
      kind: "accordion",
      heading: "Questions to ask about any new medicine",
      items: [
        {
          title: "What is it for, and how long should it be taken?",
          body: [
            "Ask whether it is a short course (for example, an antibiotic to finish) or long-term, and who decides when to stop.",
          ],
        },
        {
          title: "When and how should it be taken?",
          body: [
            "Before or after food, morning or night, and whether it can be crushed or split if swallowing is hard. Ask what to do if a dose is missed.",
          ],
        },
        {
          title: "Does it clash with anything they already take?",
          body: [
            "Show the full medicines list, including Ayurvedic and homoeopathic remedies. Older people often see several doctors, and medicines can be duplicated under different brand names.",
          ],
        },
        {
          title: "Which side effects should we watch for?",
          body: [
            "Ask which effects are common and pass, and which mean you should call the doctor, such as dizziness, falls, confusion, swelling or a rash.",
          ],
        },
        {
          title: "Is there a lower-cost option?",
          body: [
            "It is fine to ask whether a generic version can be used. Pradhan Mantri Bhartiya Janaushadhi Kendras sell generic medicines at lower prices; check the name and strength match the prescription.",
          ],
        },
      ],
    },
    appointmentCare,
    {
      kind: "cta",
      heading: "Can't take leave for the next appointment?",
      body: "Tell us the city, the hospital and the date. A companion can go with your parent and send you a clear note afterwards.",
      actions: [
        {
          label: "Arrange assistance now",
          href: "/request?kind=appointment-companion&source=/medical-appointment-assistance",
        },
      ],
    },
  ],
};

export default page;
