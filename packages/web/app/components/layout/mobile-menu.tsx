import { useId, useRef, useState, type ComponentType } from "react";
import { Icon } from "../icons.tsx";
import { Button } from "../ui/button.tsx";

type Panel = ComponentType<{ panelId: string; close: () => void }>;
// The panel's urgent-help lines live in a chunk the footer and sections share; fetching it beside
// the panel, not after the panel's code names it, keeps opening the menu to one round trip.
const loadPanel = () =>
  Promise.all([import("./mobile-menu-panel.tsx"), import("../crisis-lines.tsx")]).then(
    ([m]) => m.default,
  );

/**
 * The small-screen menu: a disclosure that lists the header's links. It closes
 * when a link is picked, and on Escape, which also returns focus to the toggle.
 * What it lists loads on first use (a touch, hover or focus of the toggle starts
 * the download); the toggle opens it as soon as it has arrived.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<Panel | null>(null);
  const pending = useRef<Promise<Panel> | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = () => setOpen(false);
  const fetchPanel = () =>
    (pending.current ??= loadPanel().then((panel) => {
      setPanel(() => panel);
      return panel;
    }));
  const toggle = () => {
    if (Panel) setOpen((o) => !o);
    else void fetchPanel().then(() => setOpen(true));
  };

  return (
    <div className="lg:hidden">
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={() => void fetchPanel()}
        onTouchStart={() => void fetchPanel()}
        onFocus={() => void fetchPanel()}
        onClick={toggle}
      >
        {open ? <Icon name="x" /> : <Icon name="menu" />}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </Button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            close();
            toggleRef.current?.focus();
          }
        }}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-canvas px-4 pt-2 pb-6 shadow-lg sm:px-6"
      >
        {open && Panel ? <Panel panelId={panelId} close={close} /> : null}
      </nav>
    </div>
  );
}
