/**
 * The desk's three views (issue 32): the queue (with the open request), what the pages teach, and
 * the dashboard. The queue stays mounted, with its live stream, while another view is shown; the
 * other two load their code when first opened. Which view is open is in the address
 * (`?view=pages`, `?view=dashboard`), so a link or a reload keeps it.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { cn } from "../../lib/cn.ts";
import type { StaffMember } from "./desk-api.ts";
import type { Token } from "./staff-call.ts";
import { StaffDesk } from "./staff-desk.tsx";
import { useStaffI18n } from "./staff-i18n.tsx";

const PagesView = lazy(() => import("./pages-view.tsx"));
const DashboardView = lazy(() => import("./dashboard-view.tsx"));

const VIEWS = ["queue", "pages", "dashboard"] as const;
type View = (typeof VIEWS)[number];

function viewOfAddress(): View {
  const v = new URLSearchParams(window.location.search).get("view");
  return (VIEWS as readonly string[]).includes(v ?? "") ? (v as View) : "queue";
}

export function StaffViews(props: { me: StaffMember; token: Token; onAccessLost?: () => void }) {
  const { t } = useStaffI18n();
  const [view, setView] = useState<View>(viewOfAddress);

  useEffect(() => {
    const onPop = () => setView(viewOfAddress());
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  const choose = (next: View) => {
    if (next === view) return;
    const url = new URL(window.location.href);
    if (next === "queue") url.searchParams.delete("view");
    else url.searchParams.set("view", next);
    window.history.pushState(null, "", url);
    setView(next);
  };

  return (
    <>
      <nav aria-label={t.insights.nav.label} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {VIEWS.map((v) => (
            <li key={v}>
              <a
                href={v === "queue" ? "?" : `?view=${v}`}
                aria-current={v === view ? "page" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  choose(v);
                }}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-full border border-line px-4 font-semibold",
                  v === view
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "bg-surface hover:bg-brand-50",
                )}
              >
                {t.insights.nav[v]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div hidden={view !== "queue"}>
        <StaffDesk {...props} />
      </div>
      {view !== "queue" ? (
        <Suspense fallback={<p className="mt-6 text-muted">{t.insights.loading}</p>}>
          {view === "pages" ? <PagesView {...props} /> : <DashboardView {...props} />}
        </Suspense>
      ) : null}
    </>
  );
}
