/**
 * Hospital words in plain language. /patient-support lists them all; on every
 * page, the first use of each term in running text is marked up (content/resolve.ts)
 * so that it explains itself on tap or with the keyboard (ui/rich-text.tsx).
 */
export type GlossaryTerm = {
  id: string;
  term: string;
  /** How the term appears in running text; the first match on a page is marked. */
  match: RegExp;
  /** Plain words; may cite a fact as {fact:id}. */
  definition: string;
};

export const glossary: readonly GlossaryTerm[] = [
  {
    id: "uhid",
    term: "UHID",
    match: /\bUHID\b/,
    definition:
      "Unique Health Identification number: the number a hospital gives a patient at registration. It is on the registration slip and on every report; quote it at every counter.",
  },
  {
    id: "opd",
    term: "OPD",
    match: /\bOPD\b/,
    definition: "Outpatient department: where a patient sees a doctor without being admitted.",
  },
  {
    id: "ipd",
    term: "IPD",
    match: /\bIPD\b/,
    definition:
      "Inpatient department: care for a patient who is admitted and stays in a hospital bed.",
  },
  {
    id: "cghs",
    term: "CGHS",
    match: /\bCGHS\b/,
    definition:
      "Central Government Health Scheme: health cover for central government employees, pensioners and their families, at CGHS wellness centres and empanelled hospitals.",
  },
  {
    id: "pm-jay",
    term: "PM-JAY / Ayushman Bharat",
    match: /\b(?:Ayushman Bharat PM-JAY|PM-JAY|Ayushman Bharat)\b/,
    definition:
      "Ayushman Bharat Pradhan Mantri Jan Arogya Yojana, the government's health cover for hospital treatment in empanelled hospitals: {fact:pmjay-cover}.",
  },
  {
    id: "tpa",
    term: "TPA",
    match: /\bTPA\b/,
    definition:
      "Third party administrator: the company that handles a health insurance claim for the insurer. Hospitals have a TPA or insurance desk that deals with it.",
  },
  {
    id: "empanelled",
    term: "Empanelled hospital",
    match: /\bempanelled(?: hospitals?)?\b/i,
    definition:
      "A hospital that has an agreement with an insurer or a government scheme (such as CGHS or PM-JAY) to treat its members, often without upfront payment.",
  },
  {
    id: "cashless",
    term: "Cashless",
    match: /\bcashless\b/i,
    definition:
      "Treatment where the insurer or scheme pays the hospital directly. You pay only what the cover does not include.",
  },
  {
    id: "discharge-summary",
    term: "Discharge summary",
    match: /\bdischarge summar(?:y|ies)\b/i,
    definition:
      "The hospital's written summary when a patient goes home: the diagnosis, the treatment given, the medicines to continue and when to come back. Keep copies.",
  },
  {
    id: "icu",
    term: "ICU",
    match: /\bICU\b/,
    definition:
      "Intensive care unit: for patients who need constant monitoring or support for breathing, heart or other organs, with more nurses for each patient than a ward.",
  },
  {
    id: "hdu",
    term: "HDU",
    match: /\bHDU\b/,
    definition:
      "High dependency unit: a step between the ICU and the ward, for patients who need a closer watch than a ward gives.",
  },
  {
    id: "attendant-pass",
    term: "Attendant pass",
    match: /\battendant pass(?:es)?\b/i,
    definition:
      "The pass a hospital gives a patient's relative or carer (the attendant) to stay with or visit the patient. Most hospitals allow one or two.",
  },
  // The ICU words families hear at the bedside (the ICU guide names them).
  {
    id: "ventilator",
    term: "Ventilator",
    match: /\bventilators?\b/i,
    definition:
      "A breathing machine. It pushes air with extra oxygen into the lungs through a tube in the mouth or throat, while the patient cannot breathe well enough alone. It supports the lungs; it does not treat the illness itself.",
  },
  {
    id: "sedation",
    term: "Sedation",
    match: /\bsedat(?:ion|ed)\b/i,
    definition:
      "Medicines that keep a patient calm, drowsy or asleep, so that a breathing tube or painful treatment is bearable. Doctors reduce it step by step when it is time for the patient to wake.",
  },
  {
    id: "sepsis",
    term: "Sepsis",
    match: /\bsepsis\b/i,
    definition:
      "When the body's reaction to an infection starts to harm its own organs. It is an emergency, treated in hospital with antibiotics, fluids through a drip and support for the organs.",
  },
  {
    id: "dialysis",
    term: "Dialysis",
    match: /\bdialysis\b/i,
    definition:
      "Cleaning the blood with a machine, removing waste and extra fluid, when the kidneys cannot do it. In the ICU some patients need it only until their kidneys recover.",
  },
  {
    id: "vitals",
    term: "Vitals (vital signs)",
    match: /\bvitals\b|\bvital signs\b/i,
    definition:
      "The basic measures of how the body is doing: pulse, blood pressure, breathing rate, temperature and oxygen level. The monitor beside an ICU bed shows them all the time.",
  },
];

export { TERM_MARKER } from "./term-marker.ts";
