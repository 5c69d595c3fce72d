/**
 * "Save for offline" at the foot of every content page (issue 34 item 3, decision 0028): the
 * service worker saves at install only the shell and the urgent pages; here a person saves this
 * page (with its data and the code its sections load) and, on a hub or the home page, every
 * guide of the page's language. Plain markup in the page frame's foot (PageBottom, a static
 * island): its code (save-offline-live.ts, `data-live="offline"`) is fetched on the first press,
 * asks the worker, and says in the polite live region what was saved and how big. Every word it
 * may show is in the markup (`data-words`), from the page's catalogue.
 */
import { useI18n } from "../../i18n/context.tsx";
import { Button } from "../../ui/button.tsx";

/** `path`: the page's own path in its language ("/hi/study-tips"); `all`: offer every guide too. */
export function SaveOffline({ path, all }: { path: string; all: boolean }) {
  const t = useI18n().m.offline.save;
  // The words its code may show travel as one attribute: the page's start-up code stays small.
  return (
    <div className="mx-auto mt-12 max-w-6xl px-4 sm:px-6" data-print="hide">
      <section
        className="rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-6"
        data-live="offline"
        data-path={path}
        data-words={JSON.stringify(t)}
      >
        <h2 className="text-lg font-bold">{t.heading}</h2>
        <p className="mt-2 text-muted">{t.intro}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <Button type="button" variant="secondary" data-save="page">
            {t.page}
          </Button>
          {all ? (
            <Button type="button" variant="secondary" data-save="all">
              {t.all}
            </Button>
          ) : null}
        </div>
        <p className="mt-3 min-h-6 font-semibold" role="status" data-save-result="" />
      </section>
    </div>
  );
}
