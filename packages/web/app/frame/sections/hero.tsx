import type { HeroAfter, Section } from "../../content/types.ts";
import { useI18n } from "../../i18n/context.tsx";
import { ActionButton } from "../../ui/action-button.tsx";
import { UrgentHelpBlock } from "../../ui/crisis-lines.tsx";
import { Icon } from "../../ui/icons.tsx";
import { RichText } from "../../ui/rich-text.tsx";
import { ShareLinks } from "../../ui/share-links.tsx";

/**
 * A page's title and lead. On a phone the h1 sits in the top half of the first screen (issue 30):
 * the hero is compact there and its icon waits for a wider screen. What follows the lead is the
 * build's (`after`, content/resolve.ts): the urgent-help lines where people may be in crisis, still
 * inside the first screen; **Share**; and on a long page, its contents.
 */
export function Hero({
  eyebrow,
  title,
  lead,
  icon,
  actions,
  after,
}: Extract<Section, { kind: "hero" }>) {
  return (
    <div className="border-b border-line bg-gradient-to-b from-brand-50 to-canvas">
      <div className="mx-auto max-w-6xl px-4 pt-4 pb-8 sm:px-6 sm:py-16">
        {icon ? (
          <span className="mb-4 hidden size-14 items-center justify-center rounded-2xl bg-brand-600 text-white sm:inline-flex [&_svg]:size-7">
            <Icon name={icon} />
          </span>
        ) : null}
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase sm:text-base">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-1 max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">
          {title}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-muted sm:mt-4 sm:text-xl">
          <RichText text={lead} />
        </p>
        {actions?.length ? (
          <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
            {actions.map((action) => (
              <ActionButton key={action.label} action={action} />
            ))}
          </div>
        ) : null}
        {after ? <AfterLead after={after} /> : null}
      </div>
    </div>
  );
}

function AfterLead({ after }: { after: HeroAfter }) {
  return (
    <>
      {after.urgentHelp ? (
        <div className="mt-5 max-w-3xl" data-pagefind-ignore="">
          <UrgentHelpBlock headingLevel={2} />
        </div>
      ) : null}
      {/* From the start of its line: at a row's end it would move as its second button arrived. */}
      {after.share ? (
        <ShareLinks title={after.share.title} path={after.share.path} className="mt-5" />
      ) : null}
      {after.contents ? <OnThisPage contents={after.contents} /> : null}
    </>
  );
}

/** GOV.UK's contents list: plain links to the page's h2s, no script needed. */
function OnThisPage({ contents }: { contents: NonNullable<HeroAfter["contents"]> }) {
  const { m } = useI18n();
  return (
    <nav
      aria-labelledby="on-this-page"
      className="mt-8 max-w-3xl"
      data-pagefind-ignore=""
      data-print="hide"
      data-contents=""
    >
      <h2 id="on-this-page" className="text-lg font-bold">
        {m.frame.onThisPage}
      </h2>
      <ol className="mt-2 grid gap-x-8 sm:grid-cols-2">
        {contents.map((entry) => (
          <li key={entry.id} className="flex gap-2">
            <span aria-hidden="true" className="pt-1 text-muted">
              —
            </span>
            <a
              href={`#${entry.id}`}
              className="inline-flex min-h-8 items-center py-1 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
