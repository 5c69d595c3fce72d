import { Icon } from "../../ui/icons.tsx";
import { type KeyboardEvent, useId, useRef, useState, useSyncExternalStore } from "react";
import type { Section, Video } from "../../content/types.ts";
import { useI18n } from "../../i18n/context.tsx";
import { withValue } from "../../ui/with-value.tsx";
import { SectionShell } from "./section-shell.tsx";

/** The query parameter that holds the chosen tab, so a link can open a category. */
const TAB_PARAM = "tab";

/** The privacy-enhanced embed address of a video; `autoplay` because a person just asked for it. */
export function embedUrl(videoId: string) {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}

// The tab lives in the URL. The page is prerendered without a query, so the server
// snapshot is always "no tab" and React swaps in the real one right after hydration,
// without a mismatch. Changing tab replaces the URL in place (no navigation, so no
// data request and no scroll jump) and tells the subscribers itself.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}
const readTab = () => new URLSearchParams(window.location.search).get(TAB_PARAM);
const noTab = () => null;

function useTabParam(): [string | null, (value: string) => void] {
  const tab = useSyncExternalStore(subscribe, readTab, noTab);
  const setTab = (value: string) => {
    const url = new URL(window.location.href);
    url.searchParams.set(TAB_PARAM, value);
    // Keep the router's history state (its key drives scroll restoration).
    window.history.replaceState(window.history.state, "", url);
    for (const listener of listeners) listener();
  };
  return [tab, setTab];
}

/**
 * The WAI-ARIA tabs pattern, written out (about 0.5 KiB) rather than Radix Tabs
 * (about 2 KiB more on every content route): one tab stop, arrow keys, Home and End
 * move and select (automatic activation), each panel labelled by its tab.
 */
export function VideoLibrary({
  id: anchor,
  heading,
  intro,
  categories,
}: Extract<Section, { kind: "video-library" }>) {
  const { m } = useI18n();
  const [param, setParam] = useTabParam();
  // An unknown or missing ?tab= falls back to the first category.
  const index = Math.max(
    0,
    categories.findIndex((c) => c.value === param),
  );
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent) {
    const last = categories.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    const category = next === undefined ? undefined : categories[next];
    if (next === undefined || !category) return;
    event.preventDefault();
    setParam(category.value);
    tabs.current[next]?.focus();
  }

  return (
    <SectionShell id={anchor} heading={heading} intro={intro}>
      <div
        role="tablist"
        aria-label={m.sections.videoCategories}
        onKeyDown={onKeyDown}
        className="inline-flex flex-wrap gap-1 rounded-full bg-sunken p-1"
      >
        {categories.map((category, i) => (
          <button
            key={category.value}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-controls={`${id}-panel-${i}`}
            aria-selected={i === index}
            tabIndex={i === index ? 0 : -1}
            onClick={() => setParam(category.value)}
            className="min-h-11 rounded-full px-5 text-base font-semibold text-muted hover:text-ink aria-selected:bg-surface aria-selected:text-brand-700 aria-selected:shadow"
          >
            {category.label}
          </button>
        ))}
      </div>
      {categories.map((category, i) => (
        // Every panel is in the HTML (readable without JS); the others are hidden.
        <div
          key={category.value}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== index}
          className="mt-6"
        >
          <p className="max-w-3xl text-lg text-muted">{category.intro}</p>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {category.videos.map((video) => (
              <li key={video.videoId}>
                <VideoCard video={video} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </SectionShell>
  );
}

function VideoCard({ video }: { video: Video }) {
  const { m } = useI18n();
  // In the page's words (resolvePage), or the ISO date where a test renders an unresolved section.
  const checked = video.checkedWords ?? video.checked;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]">
      <LazyVideo video={video} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-xl font-bold" lang={video.titleLang}>
          {video.title}
        </h3>
        {video.channel || video.duration ? (
          <p className="text-sm font-semibold text-brand-700">
            {video.channel ? m.sections.byChannel(video.channel) : null}
            {video.channel && video.duration ? " · " : null}
            {video.duration ? (
              <span className="font-normal text-muted">{video.duration}</span>
            ) : null}
          </p>
        ) : null}
        <p>{video.description}</p>
        {/* Honest about each video: "verified" only where the channel's own pages confirm the id (content/pages/exercise-videos.ts). */}
        <p
          className="text-sm text-muted"
          data-video-check={video.channel ? "verified" : "unverified"}
        >
          {video.channel
            ? m.sections.videoVerified(video.channel, checked)
            : m.sections.videoUnverified(checked)}
        </p>
        <a
          href={`https://www.youtube.com/watch?v=${encodeURIComponent(video.videoId)}`}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-auto inline-flex min-h-11 items-center gap-1 self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {m.sections.openOnYouTube}
          <Icon name="external-link" className="size-4" />
          <span className="sr-only">
            {withValue(
              m.sections.openOnYouTubeDetail,
              <span lang={video.titleLang}>{video.title}</span>,
            )}
          </span>
        </a>
      </div>
    </article>
  );
}

/**
 * A local poster (nothing fetched) until the person presses play; only then does the
 * YouTube iframe exist, so no request reaches a third party before that.
 */
function LazyVideo({ video }: { video: Video }) {
  const { m } = useI18n();
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        // Focus follows the press: the button it replaces is gone.
        ref={(el) => el?.focus()}
        src={embedUrl(video.videoId)}
        title={m.sections.videoFrameTitle(video.title)}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video w-full border-0 bg-ink"
      />
    );
  }
  // The button's name is its own text ("Play video: <title>, <duration>"), so what
  // a speech-input user reads on screen is what they can say.
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative flex aspect-video w-full flex-col justify-between bg-gradient-to-br from-brand-deeper via-brand-deep to-brand-600 p-4 text-left text-white"
    >
      <span className="line-clamp-2 max-w-[85%] text-lg leading-snug font-bold">
        <span className="sr-only">{m.sections.playVideo}</span>{" "}
        <span lang={video.titleLang}>{video.title}</span>
        {video.duration ? <span className="sr-only">,</span> : null}
      </span>
      <span
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 inline-flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-brand-deep shadow-lg transition-transform group-hover:scale-110 group-focus-visible:scale-110"
      >
        <Icon name="play" className="ml-1 size-8 fill-current" />
      </span>
      {video.duration ? (
        <span className="self-end rounded-md bg-black/60 px-2 py-0.5 text-sm font-semibold">
          {video.duration}
        </span>
      ) : null}
    </button>
  );
}
