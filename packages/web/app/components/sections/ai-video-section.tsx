import { Icon } from "../icons.tsx";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { Section } from "../../content/types.ts";
import { useI18n } from "../../i18n/context.tsx";
import { notify } from "../../lib/toast-store.ts";
import { Button } from "../ui/button.tsx";

/** SPEC.md section 9: the simulated generation takes 3 seconds. */
export const AI_VIDEO_DELAY_MS = 3000;

export type AiVideoState = "idle" | "generating" | "ready";

// Radix Dialog is only needed on this one page, after a click: keep it out of the
// first load of every content route.
const loadDialog = () => import("./ai-video-dialog.tsx");
const AiVideoDialog = lazy(loadDialog);

/**
 * SPEC.md section 4: idle → generating (button disabled, "Generating...", spinner,
 * simulation notice) → after 3 s a dialog with a fixed sample video → closing
 * returns to idle. Nothing is requested: the video is a static file of this site.
 */
export function AiVideoSection({
  heading,
  body,
  buttonLabel,
  dialogText,
  videoSrc,
}: Extract<Section, { kind: "ai-video" }>) {
  const { locale, m } = useI18n();
  const [state, setState] = useState<AiVideoState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  function generate() {
    setState("generating");
    notify(locale, (texts) => texts.notices.generatingVideo);
    void loadDialog();
    timer.current = setTimeout(() => setState("ready"), AI_VIDEO_DELAY_MS);
  }

  const generating = state === "generating";
  return (
    <section
      aria-labelledby="ai-video-heading"
      className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14"
    >
      <div className="rounded-[var(--radius-card)] border border-line bg-sunken p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white [&_svg]:size-6">
            <Icon name="sparkles" />
          </span>
          <h2 id="ai-video-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {heading}
          </h2>
        </div>
        <p className="mt-4 max-w-3xl text-lg">{body}</p>
        <Button ref={button} className="mt-6" onClick={generate} disabled={generating}>
          {generating ? (
            <>
              <Icon
                name="loader-circle"
                data-testid="ai-video-spinner"
                className="motion-safe:animate-spin"
              />
              {m.sections.generating}
            </>
          ) : (
            <>
              <Icon name="sparkles" />
              {buttonLabel}
            </>
          )}
        </Button>
      </div>
      {state === "ready" ? (
        <Suspense fallback={null}>
          <AiVideoDialog
            videoSrc={videoSrc}
            text={dialogText}
            onClose={() => setState("idle")}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
