/**
 * Marathi: its pages, one typed module each (content/mr/pages/, twins of content/pages/ in the
 * same order), and its glossary of hospital words.
 */
import type { Page } from "../types.ts";
import home from "./pages/home.ts";
import services from "./pages/services.ts";
import patientSupport from "./pages/patient-support.ts";
import studentSupport from "./pages/student-support.ts";
import academicCounseling from "./pages/academic-counseling.ts";
import personalSupport from "./pages/personal-support.ts";
import icuWardAssistance from "./pages/icu-ward-assistance.ts";
import academicPathfinder from "./pages/academic-pathfinder.ts";
import findBestSchool from "./pages/find-best-school.ts";
import medicalAppointmentAssistance from "./pages/medical-appointment-assistance.ts";
import choosingCoaching from "./pages/choosing-coaching.ts";
import peerSupportGroups from "./pages/peer-support-groups.ts";
import strategicDecisionSupport from "./pages/strategic-decision-support.ts";
import mentalHealthSupport from "./pages/mental-health-support.ts";
import streamSelectionGuide from "./pages/stream-selection-guide.ts";
import studyTips from "./pages/study-tips.ts";
import exerciseVideos from "./pages/exercise-videos.ts";
import avoidDistractions from "./pages/avoid-distractions.ts";
import friendsImpact from "./pages/friends-impact.ts";
import templatesAndForms from "./pages/templates-and-forms.ts";
import audioLectures from "./pages/audio-lectures.ts";
import mentorAdvantage from "./pages/mentor-advantage.ts";
import onlineCoachingDownsides from "./pages/online-coaching-downsides.ts";
import schoolProsCons from "./pages/school-pros-cons.ts";
import digitalDistractions from "./pages/digital-distractions.ts";
import socialEnvironmentDistractions from "./pages/social-environment-distractions.ts";
import internalThoughtsDistractions from "./pages/internal-thoughts-distractions.ts";
import contact from "./pages/contact.ts";
import helpForSuicidalThoughts from "./pages/help-for-suicidal-thoughts.ts";
import examStress from "./pages/exam-stress.ts";
import privacy from "./pages/privacy.ts";
import terms from "./pages/terms.ts";
import accessibility from "./pages/accessibility.ts";
import about from "./pages/about.ts";
import ourTeam from "./pages/our-team.ts";
import firstDayInIcu from "./pages/first-day-in-icu.ts";
import goingHomeFromHospital from "./pages/going-home-from-hospital.ts";
import someoneTalksAboutSuicide from "./pages/someone-talks-about-suicide.ts";
import resultsDay from "./pages/results-day.ts";
import { statePages } from "../state-pages.ts";
import examCalendar from "./pages/exam-calendar.ts";
import breathingPractice from "./pages/breathing-practice.ts";
import healthyEating from "./pages/healthy-eating.ts";

export { glossary } from "./glossary.ts";

export const pages: readonly Page[] = [
  home,
  services,
  patientSupport,
  studentSupport,
  academicCounseling,
  personalSupport,
  icuWardAssistance,
  academicPathfinder,
  findBestSchool,
  medicalAppointmentAssistance,
  choosingCoaching,
  peerSupportGroups,
  strategicDecisionSupport,
  mentalHealthSupport,
  streamSelectionGuide,
  studyTips,
  exerciseVideos,
  avoidDistractions,
  friendsImpact,
  templatesAndForms,
  audioLectures,
  mentorAdvantage,
  onlineCoachingDownsides,
  schoolProsCons,
  digitalDistractions,
  socialEnvironmentDistractions,
  internalThoughtsDistractions,
  contact,
  helpForSuicidalThoughts,
  examStress,
  privacy,
  terms,
  accessibility,
  examCalendar,
  breathingPractice,
  healthyEating,
  about,
  ourTeam,
  firstDayInIcu,
  goingHomeFromHospital,
  someoneTalksAboutSuicide,
  resultsDay,
  // Issue 35: /state and a page per state, built from states.ts (state-pages.ts).
  ...statePages("mr"),
];
