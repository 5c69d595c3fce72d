/**
 * "Your requests" on /account (issue 23): the requests this account sent to the service desk, newest
 * first, each with its status and a link to its private page (`GET /api/desk/me/requests`). The
 * kinds' and statuses' words are the desk's (i18n/desk.ts), fetched with the list.
 */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Icon } from "../../../ui/icons.tsx";
import { myRequests, type MyRequest } from "../../desk/desk-api.ts";
import { loadDeskMessages, type DeskMessages } from "../../../i18n/desk.ts";
import { fill, useAccountI18n } from "../account-i18n.tsx";
import { useAuth } from "../auth-provider.tsx";
import { AccountSection } from "./account-section.tsx";

type State =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "ready"; requests: MyRequest[]; words: DeskMessages };

/** The signed-in session's access token, refreshed by the client when it has expired. */
export async function accessTokenOf(client: ReturnType<typeof useAuth>["client"]) {
  const { data, error } = await (await client()).getSession();
  if (error || !data.session) throw error ?? new Error("no session");
  return data.session.access_token;
}

export function RequestsSection() {
  const { client, user } = useAuth();
  const { t, locale, href, formatDate } = useAccountI18n();
  const [list, setList] = useState<State>({ state: "loading" });
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    let current = true;
    Promise.all([accessTokenOf(client).then(myRequests), loadDeskMessages(locale)]).then(
      ([{ requests }, words]) =>
        current &&
        setList(
          Array.isArray(requests) ? { state: "ready", requests, words } : { state: "failed" },
        ),
      () => current && setList({ state: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [userId, client, locale]);

  return (
    <AccountSection title={t.requests.title} description={t.requests.description}>
      {list.state === "loading" ? (
        <p role="status" className="text-muted">
          {t.requests.loading}
        </p>
      ) : list.state === "failed" ? (
        <p role="alert" className="font-semibold text-rose-700">
          {t.requests.failed}
        </p>
      ) : list.requests.length === 0 ? (
        <p>
          {t.requests.none}{" "}
          <Link
            to={href("/request")}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {t.requests.ask}
          </Link>
        </p>
      ) : (
        <ul className="grid gap-3">
          {list.requests.map((request) => (
            <li
              key={request.reference}
              className="grid gap-1 rounded-xl border border-line p-4 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div>
                <p className="font-bold">
                  <span className="font-mono text-brand-700">{request.reference}</span>{" "}
                  {list.words.kindNames[request.kind]}
                </p>
                <p className="text-muted">
                  {request.status === "new" && request.read_by_desk
                    ? list.words.view.readByDesk
                    : list.words.statuses[request.status]}
                  {" · "}
                  {fill(t.requests.sent, { date: formatDate(request.created_at) })}
                  {" · "}
                  {fill(t.requests.messages, { count: String(request.messages.length) })}
                </p>
              </div>
              {request.private_path ? (
                <a
                  href={request.private_path}
                  className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-4"
                >
                  {fill(t.requests.open, { reference: request.reference })}
                  <Icon name="arrow-right" className="size-4" />
                </a>
              ) : (
                <p className="text-muted">{t.requests.closed}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
