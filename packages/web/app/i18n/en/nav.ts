/**
 * The names of the header's and menus' links, by the id content/navigation.ts gives each
 * (the addresses stay there).
 */
export const nav = {
  home: "Home",
  services: "Services",
  examCalendar: "Exam calendar",
  streamSelectionGuide: "Stream selection guide",
  studyTips: "Study tips",
  exerciseVideos: "Exercise & wellness",
  onlineCoaching: "The online coaching paradox",
  schoolProsCons: "School: pros & cons",
  patientSupport: "Patient support",
  icuWard: "ICU & ward assistance",
  appointmentHelp: "Medical appointment assistance",
  dayNightSupport: "Personal day/night support",
  examStress: "Exam stress",
  mentalHealth: "Mental health support",
  suicidalThoughts: "Help for suicidal thoughts",
  // Issue 35: the situation guides, named as their pages are titled.
  firstDayIcu: "The first day in the ICU",
  goingHome: "Going home from hospital tomorrow",
  someoneTalksSuicide: "Someone I know talks about ending their life",
  resultsDay: "Results day tomorrow",
  yourState: "Your state",
  contact: "Contact",
};
