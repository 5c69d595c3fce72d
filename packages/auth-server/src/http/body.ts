/** Request bodies: size-capped read, lenient JSON like Go's decoder (null = absent), typed by zod. */
import { z } from "zod";
import { AuthError } from "../errors.ts";

export async function readBodyText(req: Request, maxBytes: number): Promise<string> {
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
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new AuthError("bad_json", { message: "Could not parse request body as JSON: invalid UTF-8" });
  }
}

/** Go treats JSON null as "absent"; drop nulls at the top level so optional fields accept them. */
function dropNulls(v: unknown): unknown {
  if (v && typeof v === "object" && !Array.isArray(v)) {
    return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null));
  }
  return v;
}

export async function readJson<S extends z.ZodType>(req: Request, schema: S, maxBytes: number): Promise<z.infer<S>> {
  const text = await readBodyText(req, maxBytes);
  let parsed: unknown = {};
  if (text.trim() !== "") {
    try {
      parsed = JSON.parse(text);
    } catch (err) {
      throw new AuthError("bad_json", { message: `Could not parse request body as JSON: ${(err as Error).message}` });
    }
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new AuthError("bad_json", { message: "Could not parse request body as JSON: expected a JSON object" });
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

const metadata = z.record(z.string(), z.unknown());

export const schemas = {
  signup: z.looseObject({
    email: z.string().optional(),
    phone: z.string().optional(),
    password: z.string().optional(),
    data: metadata.optional(),
    channel: z.string().optional(),
    code_challenge: z.string().optional(),
    code_challenge_method: z.string().optional(),
  }),
  passwordGrant: z.looseObject({
    email: z.string().optional(),
    phone: z.string().optional(),
    password: z.string().optional(),
  }),
  refreshGrant: z.looseObject({ refresh_token: z.string().optional() }),
  updateUser: z.looseObject({
    email: z.string().optional(),
    phone: z.string().optional(),
    password: z.string().optional(),
    data: metadata.optional(),
    app_metadata: metadata.optional(),
    nonce: z.string().optional(),
    code_challenge: z.string().optional(),
    code_challenge_method: z.string().optional(),
  }),
  empty: z.looseObject({}),
};
