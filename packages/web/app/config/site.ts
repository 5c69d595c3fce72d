/**
 * Brand facts in one place, so a deployer can rebrand without touching pages.
 * Support hours are SPEC.md section 9's figures.
 */
export const site = {
  name: "Saathi",
  tagline: "Support for students and for patients' families",
  blurb:
    "Saathi means companion. We help students in India choose streams, schools and coaching and stay focused, and we help patients and their relatives through wards, ICUs, appointments and hard days.",
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. */
  url: (import.meta.env?.VITE_SITE_URL as string | undefined) ?? "http://127.0.0.1:8080",
  email: "support@saathi.example",
  location: "Bengaluru, Karnataka, India",
  trustedBy: "Trusted by 10,000+ users",
  supportHours: [
    { label: "Emergency support", value: "24/7" },
    { label: "Regular support", value: "9AM-6PM EST" },
    { label: "Office", value: "Mon-Fri 9AM-6PM" },
    { label: "Email replies", value: "Within 2 hours" },
  ],
  copyrightYear: 2024,
} as const;

/** Real crisis lines in India. A person in crisis must never meet only a "coming soon". */
export const crisisLines = [
  { label: "Emergency (police, fire, ambulance)", number: "112", tel: "112" },
  { label: "Tele-MANAS mental health helpline", number: "14416", tel: "14416" },
  { label: "Tele-MANAS toll-free", number: "1-800-891-4416", tel: "18008914416" },
] as const;
