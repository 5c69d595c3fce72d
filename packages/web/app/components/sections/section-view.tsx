import type { Section } from "../../content/types.ts";
import { AccordionSection } from "./accordion-section.tsx";
import { CalloutSection, CtaSection } from "./callout-section.tsx";
import { CardGrid } from "./card-grid.tsx";
import { ContactSection } from "./contact-section.tsx";
import { Hero } from "./hero.tsx";
import { HomeHero } from "./home-hero.tsx";
import { ComparisonSection, ListSection } from "./list-section.tsx";
import { ResourceLibrary } from "./resource-library.tsx";
import { ServicesSection } from "./services-section.tsx";
import { StatsSection } from "./stats-section.tsx";
import { AiVideoSection } from "./ai-video-section.tsx";
import { JobSectorsSection } from "./job-sectors-section.tsx";
import { LecturesSection } from "./lectures-section.tsx";
import { StreamsSection } from "./streams-section.tsx";
import { TemplatesSection } from "./templates-section.tsx";
import { VideoLibrary } from "./video-library.tsx";

function assertNever(value: never): never {
  throw new Error(`Unknown section kind: ${JSON.stringify(value)}`);
}

/** Maps each section kind to its component; a new kind won't compile until it is rendered here. */
export function SectionView({ section }: { section: Section }) {
  switch (section.kind) {
    case "hero":
      return <Hero {...section} />;
    case "home-hero":
      return <HomeHero {...section} />;
    case "card-grid":
      return <CardGrid {...section} />;
    case "accordion":
      return <AccordionSection {...section} />;
    case "list":
      return <ListSection {...section} />;
    case "comparison":
      return <ComparisonSection {...section} />;
    case "stats":
      return <StatsSection {...section} />;
    case "callout":
      return <CalloutSection {...section} />;
    case "cta":
      return <CtaSection {...section} />;
    case "video-library":
      return <VideoLibrary {...section} />;
    case "services":
      return <ServicesSection {...section} />;
    case "resource-library":
      return <ResourceLibrary {...section} />;
    case "contact":
      return <ContactSection {...section} />;
    case "lectures":
      return <LecturesSection {...section} />;
    case "ai-video":
      return <AiVideoSection {...section} />;
    case "templates":
      return <TemplatesSection {...section} />;
    case "streams":
      return <StreamsSection {...section} />;
    case "job-sectors":
      return <JobSectorsSection {...section} />;
    default:
      return assertNever(section);
  }
}
