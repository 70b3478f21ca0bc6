import { data, redirect } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { adminPath, can, permissionsOf, requireStaff } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { mergeHeaders, PRIVATE_HEADERS } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { areasFor } from '../../components/admin/admin-nav.ts';
import type { Route } from './+types/overview';

// PLACEHOLDER of the foundation commit: the overview's helper replaces this page.
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { actor } = await requireStaff(rc);
  // Staff without the overview (designerSupport) land on their first area: the ticket queue.
  if (!can(actor, 'overview.read')) {
    const first = areasFor(permissionsOf(actor))[0];
    if (first) throw redirect(adminPath(rc.locale, first.path));
    throw data('Forbidden', { status: 403 });
  }
  return data({ locale: rc.locale }, { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.overview.title');
}

export default function AdminOverview() {
  const t = useT();
  return (
    <AdminPage title={t('admin.overview.title')}>
      <p data-testid="admin-overview">{t('admin.overview.title')}</p>
    </AdminPage>
  );
}
