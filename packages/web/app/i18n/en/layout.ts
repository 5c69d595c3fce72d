/** The frame of every page: skip link, header, language switch, floating help, error page. */
export const layout = {
  skipToContent: "Skip to content",
  needHelp: "Need help?",
  mainNav: "Main",
  resources: "Resources",
  emergency: "Emergency",
  emergencyHelpSuffix: " Help",
  languageSwitchLabel: "Read this page in Hindi",
  /** The one-line offer to a browser that prefers Hindi, on an English page (shown in Hindi). */
  languageOffer: "यह पेज हिंदी में भी है।",
  languageOfferLink: "हिंदी में पढ़ें",
  languageOfferDismiss: "Close",
  errorTitle: "Something went wrong",
  errorBody:
    "Please reload the page. If it keeps happening, write to us and tell us what you were doing.",
};
