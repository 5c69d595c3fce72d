import { Link } from "react-router";
import { Icon, type IconName } from "../components/icons.tsx";
import { UrgentHelpBlock } from "../components/crisis-lines.tsx";
import { DeskPageFrame } from "../desk/desk-page.tsx";
import { deskPageData } from "../desk/desk-page-data.ts";
import type { DeskMessages } from "../i18n/desk.ts";
import { useI18n } from "../i18n/context.tsx";
import type { Route } from "./+types/desk-message";

type Message = {
  title: string;
  description: string;
  body: string;
  icon: IconName;
  link: { label: string; href: string };
};

/** The pages that only say what just happened (decision 0022), by path. */
function messageOf(path: string, t: DeskMessages): Message {
  const s = t.subscribe;
  switch (path) {
    case "/subscribe/check-email":
      return {
        title: s.checkTitle,
        description: s.checkDescription,
        body: s.checkBody,
        icon: "mail-check",
        link: { label: s.backToGuides, href: "/" },
      };
    case "/subscribe/confirmed":
      return {
        title: s.confirmedTitle,
        description: s.confirmedDescription,
        body: s.confirmedBody,
        icon: "check",
        link: { label: s.backToGuides, href: "/" },
      };
    case "/subscribe/unsubscribed":
      return {
        title: s.unsubscribedTitle,
        description: s.unsubscribedDescription,
        body: s.unsubscribedBody,
        icon: "check",
        link: { label: s.subscribeAgain, href: "/subscribe" },
      };
    default:
      return {
        title: t.deleted.title,
        description: t.deleted.description,
        body: t.deleted.body,
        icon: "trash",
        link: { label: t.deleted.again, href: "/request" },
      };
  }
}

// Build time only: the page's words in its language.
export function loader({ request }: Route.LoaderArgs) {
  const data = deskPageData(request.url, (t, path) => messageOf(path, t));
  return { ...data, message: messageOf(data.path, data.t) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.headTags ?? [];
}

/**
 * /request/deleted, /subscribe/check-email, /subscribe/confirmed, /subscribe/unsubscribed: where
 * the desk sends a person after a form (303), in their language.
 */
export default function DeskMessage({ loaderData }: Route.ComponentProps) {
  const { href } = useI18n();
  const { message, t } = loaderData;
  return (
    <DeskPageFrame t={t}>
      <h1 className="flex items-start gap-3 text-3xl font-extrabold sm:text-4xl">
        <Icon name={message.icon} className="mt-1 size-8 shrink-0 text-brand-700" />
        {message.title}
      </h1>
      <p className="mt-6 text-lg">{message.body}</p>
      <p className="mt-8">
        <Link
          to={href(message.link.href)}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
        >
          {message.link.label}
          <Icon name="arrow-right" className="size-5" />
        </Link>
      </p>
      <UrgentHelpBlock className="mt-10" />
    </DeskPageFrame>
  );
}
