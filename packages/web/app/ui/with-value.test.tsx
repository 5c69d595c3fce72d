import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { catalogues } from "../i18n/catalogues.ts";
import { withValue } from "./with-value.tsx";

it("puts an element in a one-value message's place, the words around it as they are", () => {
  const title = "10 Minute Seated Exercises for Seniors";
  const markup = renderToStaticMarkup(
    withValue(catalogues.bn.sections.openOnYouTubeDetail, <span lang="en">{title}</span>),
  );
  expect(markup).toBe(
    catalogues.bn.sections
      .openOnYouTubeDetail("\u0000")
      .replace("\u0000", `<span lang="en">${title}</span>`),
  );
});
