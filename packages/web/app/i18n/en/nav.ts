/**
 * The names of the header's and menus' links, by the id content/navigation.ts gives each
 * (the addresses stay there).
 */
export const nav = {
  home: "Home",
  services: "Services",
  examCalendar: "Exam Calendar",
  streamSelectionGuide: "Stream Selection Guide",
  studyTips: "Study Tips",
  exerciseVideos: "Exercise & Wellness",
  onlineCoaching: "Online Coaching Paradox",
  schoolProsCons: "School: Pros & Cons",
  patientSupport: "Patient Support",
  icuWard: "ICU & Ward Assistance",
  appointmentHelp: "Appointment Help",
  dayNightSupport: "Day and Night Support",
  examStress: "Exam Stress",
  mentalHealth: "Mental Health Support",
  suicidalThoughts: "Help for Suicidal Thoughts",
  contact: "Contact",
};
