/**
 * Issue 35: what the site says where it follows the state this browser keeps (the urgent-help
 * block's lines, the scheme card of the patient pages, the student hub's boards and tests). Not in
 * the root catalogue: it loads with that code (features/your-state/follow.ts), only in a browser
 * that keeps a state (i18n/your-state.ts).
 */
export const yourState = {
  /** The urgent-help block, under the lines of all India. */
  linesHeading: (state: string) => `Also in ${state}`,
  /** The link to the state's page, wherever the site follows the state. */
  statePage: (state: string) => `${state}: every help line, scheme, board and test`,
  /** "Change or forget" leads to /state, where the choice is. */
  change: "Change or forget your state",
  schemeHeading: (state: string) => `Health scheme in ${state}`,
  /** Under the scheme card's heading. */
  schemeIntro: "Beside Ayushman Bharat PM-JAY, the national scheme.",
  schemeUnchecked: (state: string) =>
    `${state}'s own health scheme is not yet checked for this state: the state's page says what is.`,
  studyHeading: (state: string) => `School board and entrance tests in ${state}`,
  studyIntro: "For the state you chose.",
  boardUnchecked: (state: string) =>
    `${state}'s school board is not yet checked for this state: the state's page says what is.`,
  testUnchecked: (state: string) =>
    `${state}'s entrance tests are not yet checked for this state: the state's page says what is.`,
  officialSite: "Official site",
  source: "Source",
  checked: (date: string) => `checked ${date}`,
};
