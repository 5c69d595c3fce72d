/**
 * Reads a request body as fields, whatever the client sent: a plain HTML form (urlencoded or
 * multipart) or JSON from a script. Size is capped while reading, so a huge body costs nothing.
 */
import type { Fields } from "../services/validate.ts";
import { DeskError } from "../services/words.ts";

export const BODY_LIMIT = 16 * 1024;
export const MULTIPART_LIMIT = 64 * 1024;

export type BodyKind = "form" | "json" | "none" | "other";

export function bodyKind(request: Request): BodyKind {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") return "form";
  if (type === "application/json" || type.endsWith("+json")) return "json";
  if (type === "") return "none";
  return "other";
}

/**
 * The client closed the connection while its body was being read (an aborted upload): nothing
 * failed here, and no one is left to read the answer. The HTTP layer logs it as one line.
 */
export class BodyAborted extends Error {
  override name = "BodyAborted";
}

/** Whether `err` is a read that failed because the client went away (Node's "aborted", a reset). */
export function isClientAbort(err: unknown): boolean {
  const e = err as { code?: unknown; name?: unknown; message?: unknown } | null;
  return (
    e instanceof BodyAborted ||
    e?.code === "ECONNRESET" ||
    e?.code === "ERR_STREAM_PREMATURE_CLOSE" ||
    e?.name === "AbortError" ||
    (e instanceof Error && e.message === "aborted")
  );
}

async function readChunk(reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    return await reader.read();
  } catch (err) {
    if (isClientAbort(err))
      throw new BodyAborted(String((err as { code?: unknown }).code ?? (err as Error).message));
    throw err;
  }
}

async function readCapped(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) throw new DeskError("body_too_large");
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await readChunk(reader);
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new DeskError("body_too_large");
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

export async function readFields(request: Request): Promise<Fields> {
  const kind = bodyKind(request);
  if (kind === "none" && !request.body) return {};
  if (kind !== "form" && kind !== "json") throw new DeskError("unsupported_media_type");
  const type = request.headers.get("content-type") ?? "";
  const multipart = type.toLowerCase().startsWith("multipart/");
  const bytes = await readCapped(request, multipart ? MULTIPART_LIMIT : BODY_LIMIT);
  if (kind === "json") {
    let value: unknown;
    try {
      value = JSON.parse(
        new TextDecoder("utf-8", { fatal: true }).decode(bytes || new Uint8Array()) || "{}",
      );
    } catch {
      throw new DeskError("invalid_field");
    }
    if (!value || typeof value !== "object" || Array.isArray(value))
      throw new DeskError("invalid_field");
    const fields: Fields = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (typeof v === "string" || typeof v === "boolean") fields[k] = v;
      else if (typeof v === "number") fields[k] = String(v);
      else if (v === null) fields[k] = undefined;
      else throw new DeskError("invalid_field", { field: k });
    }
    return fields;
  }
  let form: FormData | URLSearchParams;
  try {
    if (multipart) {
      form = await new Request("http://desk.invalid/", {
        method: "POST",
        headers: { "content-type": type },
        body: bytes as unknown as Blob,
      }).formData();
    } else {
      form = new URLSearchParams(new TextDecoder("utf-8").decode(bytes));
    }
  } catch {
    throw new DeskError("invalid_field");
  }
  const fields: Fields = {};
  for (const [k, v] of form.entries()) {
    if (typeof v !== "string") throw new DeskError("invalid_field", { field: k });
    fields[k] = v; // a repeated field: the last one counts, as in most form handlers
  }
  return fields;
}

/** A JSON body of any shape (an endpoint that takes a list), capped as every body is. */
export async function readJson(request: Request): Promise<unknown> {
  if (bodyKind(request) !== "json") throw new DeskError("unsupported_media_type");
  const bytes = await readCapped(request, BODY_LIMIT);
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes) || "null");
  } catch {
    throw new DeskError("invalid_field");
  }
}
