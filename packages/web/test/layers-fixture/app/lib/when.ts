// Wrong on purpose (scripts/layers.test.ts): a utility that needs a route module, if only its type.
import type { Page } from "../routes/page.ts";

export type PageOf = Page;
