import type { PlayWord } from "./play-button.tsx";

/** Shows `word` on a PlayButton (play-button.tsx), and gives the button that word's name. */
export function showWord(button: HTMLElement, word: PlayWord) {
  for (const span of button.querySelectorAll<HTMLElement>("[data-word]"))
    span.classList.toggle("invisible", span.dataset.word !== word);
  button.setAttribute("aria-label", button.getAttribute(`data-label-${word}`) ?? "");
}
