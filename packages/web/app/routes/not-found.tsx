import { useId } from "react";
import { Icon } from "../components/icons.tsx";
import { Link } from "react-router";
import { UrgentHelpBlock } from "../components/crisis-lines.tsx";
import { Button, buttonVariants } from "../components/ui/button.tsx";
import { site } from "../config/site.ts";

// No robots noindex: the page is only ever sent with HTTP 404 (by `npm start` and, as
// 404.html, by static hosts), which search engines never index.
export function meta() {
  return [
    { title: `Page Not Found | ${site.name}` },
    {
      name: "description",
      content: `This page does not exist or has moved. ${site.name}'s guides for students, patients and families start from the home page.`,
    },
  ];
}

/**
 * SPEC.md section 2: the 404 page. The server sends it with HTTP status 404. A plain GET
 * form to /search (answered by the server without JavaScript too) and the urgent-help lines,
 * so a wrong link never leaves someone who needs help at a dead end.
 */
export default function NotFound() {
  const searchId = useId();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 text-lg text-muted">
        Oops! The page you're looking for doesn't exist or has been moved.
      </p>
      <form role="search" action="/search" method="get" className="mt-8 w-full text-left">
        <label htmlFor={searchId} className="font-semibold">
          Search the site
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={searchId}
            name="q"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            className="block min-h-12 w-full rounded-xl border-2 border-line bg-surface px-4 text-lg focus:border-brand-600 focus:outline-none"
          />
          <Button type="submit">Search</Button>
        </div>
      </form>
      <Link to="/" className={buttonVariants({ className: "mt-8" })}>
        <Icon name="house" />
        Go Back Home
      </Link>
      <UrgentHelpBlock className="mt-10 w-full text-left" />
    </div>
  );
}
