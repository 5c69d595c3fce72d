/**
 * The play button of a lecture and of the summary (issue 29): its three words (play, pause,
 * resume) laid out in one place, the longest setting the width, so neither it nor what sits beside
 * it moves when the word changes. Markup only; the live code switches the word (`showWord`).
 */
import { cn } from "../../lib/cn.ts";
import { Icon } from "../../ui/icons.tsx";
import { Button } from "../../ui/button.tsx";

export type PlayWord = "play" | "pause" | "resume";

/** Each word as shown, and the button's accessible name while it shows (with the item's title). */
export type PlayWords = Record<PlayWord, { shown: string; name: string }>;

export function PlayButton({
  words,
  ...data
}: { words: PlayWords } & Record<`data-${string}`, string>) {
  return (
    <Button
      aria-label={words.play.name}
      data-label-play={words.play.name}
      data-label-pause={words.pause.name}
      data-label-resume={words.resume.name}
      {...data}
    >
      <span className="grid">
        {(["play", "pause", "resume"] as const).map((word) => (
          <span
            key={word}
            aria-hidden="true"
            data-word={word}
            className={cn(
              "col-start-1 row-start-1 inline-flex items-center gap-2",
              word !== "play" && "invisible",
            )}
          >
            <Icon name={word === "pause" ? "pause" : "play"} />
            {words[word].shown}
          </span>
        ))}
      </span>
    </Button>
  );
}
