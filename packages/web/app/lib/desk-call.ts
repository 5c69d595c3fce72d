/**
 * A call to the service desk's API (/api/desk, docs/decisions/0022-service-desk.md) with the
 * session's access token: JSON in and out. A refusal comes back as a DeskApiError with the
 * contract's code, for the screen to say in its own words.
 */
export const DESK_API = "/api/desk";

export class DeskApiError extends Error {
  override name = "DeskApiError";
  readonly status: number;
  /** The contract's error code ("not_staff", "exam_over", ...), or "network". */
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export async function deskCall<T>(
  token: string,
  path: string,
  init: { method?: string; json?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (init.json !== undefined) headers["Content-Type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(`${DESK_API}${path}`, {
      method: init.method ?? (init.json !== undefined ? "POST" : "GET"),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      cache: "no-store",
    });
  } catch (cause) {
    throw new DeskApiError(0, "network", String((cause as Error)?.message ?? cause));
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok)
    throw new DeskApiError(
      res.status,
      typeof body.code === "string" ? body.code : "unknown",
      typeof body.message === "string" ? body.message : `HTTP ${res.status}`,
    );
  return body as T;
}
