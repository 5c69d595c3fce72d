/**
 * What a desk page's address says (decision 0022, "Pages the screens build"): the request form's
 * kind and the page it came from (a service button's link), Live Chat's `chat=1`, and a refusal
 * the server sent back (`refused`, `field`). The site server fills the same into the page's HTML for
 * browsers without JavaScript (server/desk-pages.ts); the page reads it here once hydrated, or at
 * once when reached by a link inside the site. Anything malformed is ignored.
 */
import type { User } from "@supabase/supabase-js";
import { REFUSAL_PARAM } from "@saathi/desk/contract";
import { displayNameOf } from "../accounts/display-name.ts";
import {
  isDeskErrorCode,
  isRequestKind,
  sameSitePath,
  type RequestKind,
} from "../../config/request-kinds.ts";
import type { FieldError } from "./validate.ts";

export type DeskQuery = {
  kind?: RequestKind;
  /** The page the person came from, recorded with the request. */
  source?: string;
  /** Opened by Live Chat: the page says whether someone is on the desk now. */
  chat: boolean;
  /** A refusal the server sent the form back with. */
  error?: FieldError;
  /** The thank-you page: the reference and the private page's token. */
  reference?: string;
  token?: string;
  /** The private page, after an answer was sent without JavaScript. */
  sent: boolean;
};

const REFERENCE = /^SA-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{4,6}$/;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const UNSUBSCRIBE_TOKEN = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/;
const FIELD = /^[a-z_]{1,20}$/;

export function readDeskQuery(search: string | URLSearchParams): DeskQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const kind = params.get("kind");
  const code = params.get(REFUSAL_PARAM);
  const field = params.get("field") ?? "";
  const reference = params.get("ref") ?? "";
  const token = params.get("t") ?? "";
  const query: DeskQuery = {
    chat: params.get("chat") === "1",
    sent: params.get("sent") === "1",
  };
  if (isRequestKind(kind)) query.kind = kind;
  const source = sameSitePath(params.get("source"));
  if (source) query.source = source;
  if (isDeskErrorCode(code)) query.error = FIELD.test(field) ? { code, field } : { code };
  if (REFERENCE.test(reference)) query.reference = reference;
  if (TOKEN.test(token) || UNSUBSCRIBE_TOKEN.test(token)) query.token = token;
  return query;
}

/** What a signed-in person's account fills in for them: their display name and email address. */
export function accountPrefill(user: Pick<User, "user_metadata" | "email"> | null | undefined): {
  name?: string;
  email?: string;
} {
  if (!user) return {};
  const name = displayNameOf(user);
  return { ...(name ? { name } : {}), ...(user.email ? { email: user.email } : {}) };
}
