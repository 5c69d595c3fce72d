/**
 * The header's native popovers: what they are called, so that a button anywhere (the
 * header, the mobile menu) can open one with `popovertarget`, with no script at all.
 * DESIGN.md "HTML first": Emergency Help, the menu and search work before JavaScript.
 */
export const popoverIds = {
  /** The urgent lines (emergency-help.tsx). */
  emergencyHelp: "emergency-help",
  /** A plain GET form to /search (search-launcher.tsx); scripts open the search dialog instead. */
  search: "site-search",
  /** The mobile menu before React takes it over (mobile-menu.tsx). */
  menu: "mobile-menu",
  /** Issue 36: the language menu, the same page in each of the site's languages (language-switch.tsx). */
  languages: "language-menu",
} as const;

/** Browsers from before the Popover API (2023-24) ignore `popover`: scripts stand in there. */
export function supportsPopover(): boolean {
  return typeof HTMLElement !== "undefined" && "popover" in HTMLElement.prototype;
}

/** The heading inside Emergency Help's popover, which names it. */
export const emergencyHelpTitleId = "emergency-help-title";
