import { useId } from "react";
import { Icon } from "../ui/icons.tsx";
import { Link } from "react-router";
import { UrgentHelpBlock } from "../ui/crisis-lines.tsx";
import { Button, buttonVariants } from "../ui/button.tsx";
import { useI18n } from "../i18n/context.tsx";
import { localDigits } from "../lib/digits.ts";

/**
 * SPEC.md section 2: the 404 page. The server sends it with HTTP status 404. A plain GET
 * form to /search (/hi/search in Hindi; answered by the server without JavaScript too) and
 * the urgent-help lines, so a wrong link never leaves someone who needs help at a dead end.
 */
export default function NotFound() {
  const { m, href, locale } = useI18n();
  const searchId = useId();
  return (
    // Aligned to the start, not centred: a centred button moves as its words arrive on a slow
    // connection (e2e streaming.spec.ts).
    <div className="mx-auto flex max-w-2xl flex-col px-4 py-24">
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        {localDigits(404, locale)}
      </p>
      <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">{m.notFound.title}</h1>
      <p className="mt-4 text-lg text-muted">{m.notFound.body}</p>
      <form role="search" action={href("/search")} method="get" className="mt-8">
        <label htmlFor={searchId} className="font-semibold">
          {m.layout.searchLabel}
        </label>
        <div className="mt-1 grid gap-2">
          <input
            id={searchId}
            name="q"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            className="block min-h-12 w-full rounded-xl border-2 border-line bg-surface px-4 text-lg focus:border-brand-600 focus:outline-none"
          />
          {/* Under the field, not beside it: at the row's end it would move as its word arrived. */}
          <Button type="submit" className="sm:justify-self-start">
            {m.layout.search}
          </Button>
        </div>
      </form>
      <Link to={href("/")} className={buttonVariants({ className: "mt-8 self-start" })}>
        <Icon name="house" />
        {m.notFound.home}
      </Link>
      <UrgentHelpBlock className="mt-10" />
    </div>
  );
}
