/**
 * /dev/outbox: the emails the on-disk outbox holds (docs/decisions/035), newest first, with the
 * recipient, subject, language, template and time; `?id=` shows one as rendered (its HTML in a
 * sandboxed iframe: no script, no same-origin access) beside its plain-text part. A developer's
 * page, in English like /dev/ui; 404 in production.
 */
import { data, Link } from 'react-router';
import { readOutbox, type OutboxEmail } from '@souq/core/notifications/outbox.ts';
import type { Route } from './+types/dev-outbox';
import { devOutboxEnabled } from './dev-ui.gate.ts';

type ListedEmail = Omit<OutboxEmail, 'text' | 'html'> & { id: string; createdAt: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!devOutboxEnabled()) throw data('Not Found', { status: 404 });
  const messages = await readOutbox(context.app.config.dataDir);
  const emails = messages.flatMap((message) => (message.channel === 'email' ? [message] : [])).reverse();
  const id = new URL(request.url).searchParams.get('id');
  const selected = id ? (emails.find((email) => email.id === id) ?? null) : null;
  if (id && !selected) throw data('Not Found', { status: 404 });
  const list: ListedEmail[] = emails.map(({ id, to, subject, lang, template, createdAt }) => ({
    id,
    to,
    subject,
    lang,
    template,
    createdAt,
  }));
  return { list, selected, dataDir: context.app.config.dataDir };
}

/** Fresh on every visit: no shared cache keeps a developer's outbox. */
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export function meta() {
  return [{ title: 'Outbox — Souq Designers' }, { name: 'robots', content: 'noindex' }];
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { list, selected, dataDir } = loaderData;
  return (
    <main lang="en" dir="ltr" className="mx-auto max-w-6xl p-6">
      <h1 className="mb-1 text-2xl font-bold">Outbox</h1>
      <p className="mb-6 text-sm text-gray-600">
        Emails written to <code>{dataDir}/outbox</code> (no SMTP_URL set), newest first.
      </p>
      {selected ? (
        <section aria-labelledby="email-subject" className="mb-8">
          <p className="mb-2">
            <Link to="/dev/outbox" className="underline">
              All emails
            </Link>
          </p>
          <h2 id="email-subject" className="text-xl font-bold" dir="auto">
            {selected.subject}
          </h2>
          <p className="mb-4 text-sm text-gray-600">
            To {selected.to} · {selected.lang} · {selected.template} · {selected.createdAt}
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            <div>
              <h3 className="mb-2 font-bold">HTML</h3>
              {selected.html ? (
                <iframe
                  title={`HTML of ${selected.subject}`}
                  sandbox=""
                  srcDoc={selected.html}
                  className="h-[720px] w-full rounded border border-gray-300 bg-white"
                />
              ) : (
                <p>This email has no HTML part.</p>
              )}
            </div>
            <div>
              <h3 className="mb-2 font-bold">Text</h3>
              <pre
                dir="auto"
                className="h-[720px] overflow-auto whitespace-pre-wrap rounded border border-gray-300 bg-gray-50 p-3 text-sm"
              >
                {selected.text}
              </pre>
            </div>
          </div>
        </section>
      ) : null}
      {list.length === 0 ? (
        <p>The outbox is empty.</p>
      ) : (
        <table className="w-full text-start text-sm">
          <thead>
            <tr className="border-b border-gray-300">
              <th className="p-2 text-start">Time</th>
              <th className="p-2 text-start">To</th>
              <th className="p-2 text-start">Subject</th>
              <th className="p-2 text-start">Language</th>
              <th className="p-2 text-start">Template</th>
            </tr>
          </thead>
          <tbody>
            {list.map((email) => (
              <tr
                key={email.id}
                className="border-b border-gray-200"
                aria-current={email.id === selected?.id}
              >
                <td className="p-2 whitespace-nowrap">
                  <time dateTime={email.createdAt}>{email.createdAt.replace('T', ' ').slice(0, 19)}</time>
                </td>
                <td className="p-2">{email.to}</td>
                <td className="p-2" dir="auto">
                  <Link to={`/dev/outbox?id=${encodeURIComponent(email.id)}`} className="underline">
                    {email.subject}
                  </Link>
                </td>
                <td className="p-2">{email.lang}</td>
                <td className="p-2">{email.template}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
