/**
 * The deployer's words about the site and its team, in this language: part of the site's
 * configuration (config/site.ts has the name, numbers and addresses). Rebranding changes
 * them here and in every other language's `site.ts`.
 */
export const site = {
  tagline: "Support for students and for patients' families",
  blurb:
    "Saathi means companion. We help students in India choose streams, schools and coaching and stay focused, and we help patients and their relatives through wards, ICUs, appointments and hard days.",
  /**
   * The home page's trust line (issue 29): SPEC's "Trusted by 10,000+ users" was never counted,
   * so the line says what is true of every page instead.
   */
  trustedBy: "Free, with no ads and no tracking",
  /**
   * The trust line once the team has answered as many requests as the deployer's
   * TRUST_FIGURE_MIN (server/counted-figures.ts): counted by the desk, never typed.
   */
  requestsAnswered: (count: string) => `${count} requests answered by our team, free`,
  /** Where the team is: the postal address's city and state (no street address is shown). */
  city: "Bengaluru, Karnataka, India",
  /** How soon email is answered. */
  emailReply: "Within 2 hours during support hours",
};
