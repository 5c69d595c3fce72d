import { servicesSection } from "../shared/services.ts";
import type { Page } from "../types.ts";

const services: Page = {
  path: "/services",
  reviewed: "2026-11-23",
  title: "Services",
  description:
    "Saathi's services for students (counselling, peer groups, pathfinding) and for patients and families (day/night support, appointments, ICU and ward help).",
  sections: [
    {
      kind: "hero",
      eyebrow: "Services",
      title: "Help for students and for families in hospital",
      lead: "Every service starts with listening. Choose the one closest to what you need; each page explains what to expect.",
    },
    servicesSection,
  ],
};
export default services;
