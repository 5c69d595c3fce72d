/**
 * Request bodies: size-capped read, lenient JSON like Go's decoder (null = absent), typed by the
 * zod schema that sits beside each handler. The text is read once per request and kept on the
 * context, so a route middleware (e.g. the sign-up rate limit) and the handler can both parse it.
 */
import type { Context } from "hono";
import type { z } from "zod";
import { AuthError } from "../errors.ts";
import type { Env } from "./context.ts";

async function readBodyText(req: Request, maxBytes: number, strictUtf8 = true): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AuthError("request_entity_too_large");
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new AuthError("request_entity_too_large");
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder("utf-8", { fatal: strictUtf8 }).decode(Buffer.concat(chunks));
  } catch {
    throw new AuthError("bad_json", {
      message: "Could not parse request body as JSON: invalid UTF-8",
    });
  }
}

const MAX_DEPTH = 32;

/**
 * What PostgreSQL cannot store (NUL characters, unpaired surrogates in text/jsonb) or would choke
 * on (very deep nesting) is refused here, as a 400, instead of failing later as a 500.
 */
function storableJsonProblem(v: unknown, depth: number): string | undefined {
  if (depth > MAX_DEPTH) return `nesting deeper than ${MAX_DEPTH} levels`;
  if (typeof v === "string") return badString(v);
  if (Array.isArray(v)) {
    for (const x of v) {
      const p = storableJsonProblem(x, depth + 1);
      if (p) return p;
    }
  } else if (v && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      const p = badString(k) ?? storableJsonProblem(x, depth + 1);
      if (p) return p;
    }
  }
  return undefined;
}

function badString(s: string): string | undefined {
  if (s.includes("\u0000")) return "strings must not contain NUL (\\u0000) characters";
  if (!s.isWellFormed()) return "strings must not contain unpaired UTF-16 surrogates";
  return undefined;
}

/** Go treats JSON null as "absent"; drop nulls at the top level so optional fields accept them. */
function dropNulls(v: unknown): unknown {
  if (v && typeof v === "object" && !Array.isArray(v)) {
    return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null));
  }
  return v;
}

/**
 * A form body (a provider's form_post to /callback), capped like JSON bodies since anyone may post
 * one; bytes that are not UTF-8 become U+FFFD, as URLSearchParams would make them.
 */
export async function readFormBody(c: Context<Env>): Promise<URLSearchParams> {
  const form = new URLSearchParams(
    await readBodyText(c.req.raw, c.get("deps").config.maxBodyBytes, false),
  );
  // Held to the query string's rules (issue 21 item 3): nothing with a control character is used.
  for (const [k, v] of form) {
    // oxlint-disable-next-line no-control-regex -- matching control characters is the point
    if (/[\u0000-\u001f\u007f]/.test(k + v))
      throw new AuthError("validation_failed", {
        message: "Form fields must not contain control characters",
      });
  }
  return form;
}

export async function readJson<S extends z.ZodType>(
  c: Context<Env>,
  schema: S,
): Promise<z.infer<S>> {
  let text = c.get("bodyText");
  if (text === undefined) {
    text = await readBodyText(c.req.raw, c.get("deps").config.maxBodyBytes);
    c.set("bodyText", text);
  }
  let parsed: unknown = {};
  if (text.trim() !== "") {
    // A body is JSON only when it says so (or says nothing, as non-browser clients may). GoTrue
    // parses any body as JSON; refusing text/plain and form bodies here keeps a cross-site <form> or
    // a preflight-free fetch from posting credentials or sign-ups (issue 13, item 13).
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type && type !== "application/json" && !/^application\/[a-z0-9.+-]+\+json$/.test(type)) {
      throw new AuthError("bad_json", {
        message: "Could not parse request body as JSON: Content-Type must be application/json",
      });
    }
    try {
      parsed = JSON.parse(text);
    } catch (err) {
      throw new AuthError("bad_json", {
        message: `Could not parse request body as JSON: ${(err as Error).message}`,
      });
    }
  }
  const problem = storableJsonProblem(parsed, 0);
  if (problem)
    throw new AuthError("bad_json", {
      message: `Could not parse request body as JSON: ${problem}`,
    });
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new AuthError("bad_json", {
      message: "Could not parse request body as JSON: expected a JSON object",
    });
  }
  const res = schema.safeParse(dropNulls(parsed));
  if (!res.success) {
    const issue = res.error.issues[0]!;
    throw new AuthError("bad_json", {
      message: `Could not parse request body as JSON: field ${issue.path.join(".") || "(root)"}: ${issue.message}`,
    });
  }
  return res.data;
}
