import { data } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { mergeHeaders, PRIVATE_HEADERS } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import type { Route } from './+types/audit-log';

// PLACEHOLDER of the foundation commit: the module's helper replaces this page.
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  await requireAdmin(rc, 'audit.read');
  return data({ locale: rc.locale }, { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.auditLog.title');
}

export default function AdminPlaceholder() {
  const t = useT();
  return (
    <AdminPage title={t('admin.auditLog.title')}>
      <p data-testid="admin-audit-log">{t('admin.auditLog.title')}</p>
    </AdminPage>
  );
}
