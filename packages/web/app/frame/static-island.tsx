/**
 * Static islands: prerendered markup that stays on screen without its code.
 *
 * Every page is prerendered, and much of it only has to stay as the HTML drew it: the
 * footer, a page's frame (breadcrumbs, urgent help, related guides, sources) and the
 * sections that keep no state. Hydrating them would mean downloading and running their
 * components on every first load. An island instead hydrates as an empty element whose
 * content React leaves alone: React 19 treats an element with `dangerouslySetInnerHTML`
 * as a leaf, and while hydrating it neither compares nor replaces its children
 * (react-dom-client: `shouldSetTextContent`, `prepareToHydrateHostInstance`,
 * `popHydrationState`). Later renders rewrite that HTML only when the `__html` object
 * changes, so it is one constant. The markup is the server's, so the page looks and
 * reads (keyboard, screen reader) exactly as prerendered.
 *
 * What that markup does, it does through one click and one submit handler on the island
 * (React delegates events, so they reach it from the markup inside):
 * - a link to a page of the site moves there as a router `<Link>` does, without a reload;
 * - a button or form with `data-notice` shows that notice (`noticeData`, lib/toast-store.ts);
 * - a form with `data-desk-form` is sent to the service desk in place (features/desk/contact-submit.ts);
 * - a button with `data-action="print"` or `"top"` prints the page or scrolls to its top;
 *   `"share"` (a WhatsApp link, ui/share-links.tsx) opens the browser's share sheet where
 *   there is one, and `"copy"` copies its `data-url`, then shows its `data-done` notice;
 * - a button with `data-enhance` renders the component that name loads (enhancers.ts), its code
 *   fetched only then (the exam calendar's reminder dialog);
 * - an element with `data-live="<name>"` (a checklist, the stream explorer, the page feedback
 *   box, a lecture, the breathing practice, the contact form's account part) has code of its own
 *   (live-modules.ts; the auth runtime wakes the account's parts at sign-in too): fetched on
 *   the first click or submit in it, or as
 *   soon as the island hydrates when this browser has used it before (`saathi-<name>` in
 *   localStorage) or holds a session, so a first visit never fetches it; markup that shows what
 *   only the browser can know (`data-wake`: the desk's reply time beside a service button) wakes
 *   as it comes near the screen. It then works on the
 *   markup itself (React leaves it alone).
 * The components behind islands use these attributes instead of handlers of their own,
 * so they behave the same when they do render in the browser.
 *
 * An island mounted after the first render (a page reached by client navigation) renders
 * its component: `onDemand` loads it, and route clientLoaders preload what the next page
 * needs. Prerendering loads every one first (`preloadAllOnDemand`, entry.server.tsx).
 * An island keeps the markup it hydrated for as long as it stays mounted, whatever its
 * props: what shows other content must remount it (a key, as content-page.tsx does).
 */
import { Suspense, useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { hasStoredSession, isStored } from "../features/accounts/auth-storage.ts";
import { noticeFromData, toast } from "../lib/toast-store.ts";
import { WAKE_EVENT } from "../lib/wake-event.ts";
import { hydrating, type OnDemand } from "../ui/on-demand.tsx";
import { enhancers } from "./enhancers.ts";

/** What React keeps as the island's content while and after it hydrates: the server's. */
const KEEP_SERVER_HTML = { __html: "" };

/** Named behaviours a button or link in static markup can have (`data-action`). */
const actions: Record<string, (control: HTMLElement, event: MouseEvent) => void> = {
  print: () => window.print(),
  top: () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  },
  // Without the Web Share API the link goes to WhatsApp as it is.
  share: ({ dataset }, event) => {
    if (!navigator.share) return;
    event.preventDefault();
    // A share the person cancels rejects: nothing to say then.
    navigator.share({ title: dataset.title, url: dataset.url }).catch(() => {});
  },
  copy: ({ dataset }) =>
    void Promise.resolve()
      .then(() => navigator.clipboard.writeText(dataset.url!))
      .then(
        () => dataset.done!,
        () => dataset.failed!,
      )
      .then((notice) => toast(noticeFromData(notice))),
};

/** The code of markup with `data-live="<name>"`, through its table (live-modules.ts, its own chunk). */
const liveModule = (name: string) =>
  import("./live-modules.ts").then(({ liveModules }) => liveModules[name]?.());

function wake(root: HTMLElement, event?: Event) {
  void liveModule(root.dataset.live!).then(
    (module) => module?.live(root, event),
    // Its code cannot arrive (offline before it was saved, a new build): a form goes as the
    // plain form it is, with the button pressed (the page feedback's posts to the desk).
    () => {
      if (event?.type === "submit") {
        delete root.dataset.live;
        (root as HTMLFormElement).requestSubmit((event as SubmitEvent).submitter);
      }
    },
  );
}

// A feature asks for its markup's code now (the auth runtime at sign-in, lib/wake-event.ts).
if (typeof document !== "undefined")
  document.addEventListener(WAKE_EVENT, (event) => wake(event.target as HTMLElement));

/** Runs `task` once, when `element` comes within 300 px of the screen. */
function whenNear(element: Element, task: () => void) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin: "300px" },
  );
  observer.observe(element);
}

/** A click React Router's `<Link>` would handle itself: a plain left click on a link to this site. */
function isRouterClick(link: HTMLAnchorElement, event: MouseEvent) {
  return (
    link.origin === window.location.origin &&
    (!link.target || link.target === "_self") &&
    !link.hasAttribute("download") &&
    // A page in another language is a new document, with its own catalogue and <html lang>.
    !link.hasAttribute("hreflang") &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function StaticIsland<P extends object>(
  island:
    | { component: OnDemand<P>; props: P }
    // Hydrating from a first-load view (first-load.ts), which has no props for it: it keeps the server's markup.
    | { kept: true },
) {
  const navigate = useNavigate();
  const [keepServerHtml] = useState(hydrating);
  // The enhanced control last pressed; `key` opens it afresh on every press.
  const [enhanced, setEnhanced] = useState<{ name: string; control: HTMLElement; key: number }>();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    for (const root of ref.current!.querySelectorAll<HTMLElement>("[data-live]"))
      if (root.dataset.wake !== undefined) whenNear(root, () => wake(root));
      // `data-kept-by` names another feature's key (the exam calendar wakes by the kept state's).
      else if (isStored(root.dataset.keptBy ?? `saathi-${root.dataset.live}`) || hasStoredSession())
        wake(root);
  }, []);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.isDefaultPrevented()) return;
    const target = event.target as Element;
    const live = target.closest<HTMLElement>("[data-live]");
    if (live) wake(live, event.nativeEvent);
    const control = target.closest<HTMLElement>("a[href], button");
    if (!control || !event.currentTarget.contains(control)) return;
    const { notice, action, enhance } = control.dataset;
    if (notice) toast(noticeFromData(notice));
    else if (action) actions[action]?.(control, event);
    else if (enhance && enhancers[enhance])
      setEnhanced((last) => ({ name: enhance, control, key: (last?.key ?? 0) + 1 }));
    else if (control instanceof HTMLAnchorElement && isRouterClick(control, event)) {
      event.preventDefault();
      const to = control.pathname + control.search + control.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      // As <Link>: a link to the page already shown replaces the history entry.
      void navigate(to, { replace: to === here });
    }
  }

  function onSubmit(event: FormEvent<HTMLDivElement>) {
    const form = event.target as HTMLFormElement;
    const { notice, deskForm, live } = form.dataset;
    if (deskForm !== undefined) {
      // A request to the service desk: checked and sent in place by code fetched only now; if
      // that code cannot arrive, the form goes as the plain form it is.
      event.preventDefault();
      import("../features/desk/contact-submit.ts").then(
        ({ sendContactForm }) => sendContactForm(form, navigate),
        () => form.submit(),
      );
      return;
    }
    if (!notice && !live) return;
    event.preventDefault();
    if (live) wake(form, event.nativeEvent);
    else toast(noticeFromData(notice!));
  }

  const Enhanced = enhanced && enhancers[enhanced.name];
  // Always a fragment, so pressing an enhanced control never remounts (and empties) the island.
  return (
    <>
      {keepServerHtml || "kept" in island ? (
        <div
          ref={ref}
          onClick={onClick}
          onSubmit={onSubmit}
          dangerouslySetInnerHTML={KEEP_SERVER_HTML}
          suppressHydrationWarning
        />
      ) : (
        <div ref={ref} onClick={onClick} onSubmit={onSubmit}>
          <Suspense fallback={null}>
            <island.component {...island.props} />
          </Suspense>
        </div>
      )}
      {Enhanced ? (
        <Suspense fallback={null}>
          <Enhanced key={enhanced.key} control={enhanced.control} />
        </Suspense>
      ) : null}
    </>
  );
}
