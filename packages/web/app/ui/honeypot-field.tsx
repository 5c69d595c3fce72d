/**
 * The spam check of the site's public forms (the desk's request form, the contact section, the
 * weekly email, "Was this page useful?"): a field no person sees or reaches, which only a bot fills
 * in. The desk refuses or ignores a form that has it filled, and stores nothing.
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        {label}
        <input name="website" type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
