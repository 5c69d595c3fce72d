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
  contact: "Contact",
};
