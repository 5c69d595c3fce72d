import { Icon } from "../components/icons.tsx";
import { Link } from "react-router";
import { buttonVariants } from "../components/ui/button.tsx";
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

/** SPEC.md section 2: the 404 page. The server sends it with HTTP status 404. */
export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 text-lg text-muted">
        Oops! The page you're looking for doesn't exist or has been moved.
      </p>
      <Link to="/" className={buttonVariants({ className: "mt-8" })}>
        <Icon name="house" />
        Go Back Home
      </Link>
    </div>
  );
}
