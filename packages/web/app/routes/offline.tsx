import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "../ui/icons.tsx";
import { UrgentHelpBlock } from "../ui/crisis-lines.tsx";
import { buttonVariants } from "../ui/button.tsx";
import { site } from "../config/site.ts";
import { useI18n } from "../i18n/context.tsx";
import { rootI18n } from "../i18n/route-meta.ts";
import type { Route } from "./+types/offline";

export function meta({ matches }: Route.MetaArgs) {
  const { m } = rootI18n(matches);
  return [
    { title: `${m.offline.metaTitle} | ${site.name}` },
    { name: "description", content: m.offline.metaDescription },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The page the service worker (sw/sw.ts) sends a person to, with no network, for a page it has
 * not saved: /offline?from=<that page>. It leads with the urgent-help lines (a call needs no
 * data), says what still works, and links back to the page and to the hubs (saved when opened or saved).
 */
export default function OfflinePage() {
  const { m, href } = useI18n();
  const retry = useRetryTarget();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{m.offline.heading}</h1>
      <p className="mt-4 text-lg text-muted">{m.offline.intro}</p>
      {retry ? (
        // A full navigation, not a client-side one: the service worker tries the network again.
        <a href={retry} className={buttonVariants({ className: "mt-6" })}>
          {m.offline.tryAgain}
        </a>
      ) : null}
      <UrgentHelpBlock heading={m.offline.urgentHeading} className="mt-8" />
      <h2 className="mt-10 text-xl font-bold">{m.offline.worksHeading}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        {m.offline.works.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h2 className="mt-8 text-xl font-bold">{m.offline.needsHeading}</h2>
      <p className="mt-3">{m.offline.needs}</p>
      <h2 className="mt-8 text-xl font-bold">{m.offline.guidesHeading}</h2>
      <ul className="mt-3 grid gap-2">
        <li>
          <Link to={href("/")} className={buttonVariants({ variant: "link" })}>
            <Icon name="house" />
            {m.content.homeCrumb}
          </Link>
        </li>
        <li>
          <Link to={href("/student-support")} className={buttonVariants({ variant: "link" })}>
            <Icon name="graduation-cap" />
            {m.content.audiences.students.indexHeading}
          </Link>
        </li>
        <li>
          <Link to={href("/patient-support")} className={buttonVariants({ variant: "link" })}>
            <Icon name="heart-pulse" />
            {m.content.audiences.patients.indexHeading}
          </Link>
        </li>
      </ul>
    </div>
  );
}

/**
 * The page that could not open (?from=, set by the service worker), once hydrated: the
 * prerendered page cannot know it. Only a path of this site is taken, never another origin.
 */
function useRetryTarget(): string | undefined {
  const { search } = useLocation();
  const [target, setTarget] = useState<string>();
  useEffect(() => {
    const from = new URLSearchParams(search).get("from");
    setTarget(from && /^\/(?![/\\])/.test(from) ? from : undefined);
  }, [search]);
  return target;
}
