/**
 * A menu button whose menu code loads on first use. Radix's dropdown menu, with its
 * positioning engine, is ~14 KiB gzip: as much as the rest of our start-up code
 * together, for menus most visits never open. Until someone reaches for the menu, the
 * same button stands in (same markup, so the prerendered HTML does not change); a
 * hover or focus starts the download, and a press, a click, Enter, Space or an arrow key
 * opens the menu as soon as it has arrived. The press counts as Radix's trigger counts it
 * (pointerdown, not click): if the menu arrives between a finger's down and its click, Radix's
 * trigger takes the click and ignores it, so only the press, seen here, opens it.
 */
import {
  cloneElement,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from "react";

type TriggerProps = React.ButtonHTMLAttributes<HTMLButtonElement> &
  Record<`data-${string}`, string>;

/** What a menu module exports: the Radix menu, with `trigger` as its trigger (asChild). */
export type OnDemandMenuProps = { trigger: ReactElement<TriggerProps>; defaultOpen?: boolean };

const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

export function OnDemandMenu({
  load,
  trigger,
}: {
  load: () => Promise<ComponentType<OnDemandMenuProps>>;
  trigger: ReactElement<TriggerProps>;
}) {
  const [Menu, setMenu] = useState<ComponentType<OnDemandMenuProps> | null>(null);
  const openOnArrival = useRef(false);
  const pending = useRef<Promise<void> | null>(null);
  const fetchMenu = () => void (pending.current ??= load().then((menu) => setMenu(() => menu)));
  const open = () => {
    openOnArrival.current = true;
    fetchMenu();
  };

  if (Menu) return <Menu trigger={trigger} defaultOpen={openOnArrival.current} />;
  return cloneElement(trigger, {
    type: "button",
    "aria-haspopup": "menu",
    "aria-expanded": false,
    "data-state": "closed",
    onPointerEnter: fetchMenu,
    onFocus: fetchMenu,
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button === 0 && !event.ctrlKey) open();
    },
    onClick: open,
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!OPEN_KEYS.has(event.key)) return;
      event.preventDefault();
      open();
    },
  });
}
