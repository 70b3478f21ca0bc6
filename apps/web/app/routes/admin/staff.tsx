import { useEffect } from 'react';
import { data, Link, useFetcher } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { STAFF_PRIVILEGES, type StaffPrivilege } from '@souq/core/admin/permissions.ts';
import { changeStaffPrivilege, createStaff, listStaff, removeStaff } from '@souq/core/admin/staff.service.ts';
import { STAFF_PASSWORD_MIN_LENGTH } from '@souq/core/admin/people-options.ts';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import {
  failed,
  formCall,
  mergeHeaders,
  PRIVATE_HEADERS,
  sessionDeps,
  textOf,
  withField,
} from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { AdminDialog, DialogActions } from '../../components/admin/admin-dialog.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import { NoRows } from '../../components/admin/list-controls.tsx';
import {
  AdminDate,
  fieldError,
  StatusBadge,
  useAnswerToast,
  type AdminFormAnswer,
  adminHref,
} from '../../components/admin/people-ui.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import type { Route } from './+types/staff';

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service, actor } = await requireAdmin(rc, 'staff.manage');
  const staff = await listStaff(service);
  return data(
    {
      locale: rc.locale,
      selfId: actor.id,
      staff: staff.map((member) => ({ ...member, createdAt: member.createdAt.toISOString() })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** create, privilege, remove: one staff service call each (superAdmin only, checked there). */
export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'staff.manage');
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const id = textOf(form, 'id');
  const say = (key: 'created' | 'changed' | 'removed') => translate(rc.locale, `admin.staff.${key}`);
  const result = await formCall(rc.locale, async () => {
    if (intent === 'create') {
      const created = await createStaff(
        service,
        {
          fName: textOf(form, 'fName'),
          lName: textOf(form, 'lName'),
          email: textOf(form, 'email'),
          password: textOf(form, 'password'),
          privilageType: textOf(form, 'privilageType'),
        },
        sessionDeps(rc),
      );
      return {
        message: created.existing
          ? translate(rc.locale, 'admin.staff.createdExisting', { email: created.email })
          : say('created'),
        extra: { email: created.email, password: created.generatedPassword },
      };
    }
    if (intent === 'privilege') {
      await changeStaffPrivilege(service, id, textOf(form, 'privilageType'));
      return { message: say('changed') };
    }
    if (intent === 'remove') {
      await removeStaff(service, id);
      return { message: say('removed') };
    }
    throw new Response('Unknown intent', { status: 400 });
  });
  if (!result.ok) return failed(withField(result.failure, { STAFF_ALREADY: 'email' }), { intent });
  return data({ ok: true as const, intent, ...result.value }, { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.staff.title');
}

type Member = Route.ComponentProps['loaderData']['staff'][number];

const CREATE_FETCHER = 'admin-staff-create';

function useDialogFetcher(close: () => void, key?: string) {
  const fetcher = useFetcher<AdminFormAnswer>(key ? { key } : undefined);
  const answer = fetcher.data;
  useAnswerToast(answer);
  useEffect(() => {
    if (answer?.ok) close();
  }, [answer, close]);
  return { fetcher, answer, busy: fetcher.state !== 'idle' };
}

function privilegeOptions(t: ReturnType<typeof useT>) {
  return STAFF_PRIVILEGES.map((value) => ({ value, label: t(`admin.privileges.${value}`) }));
}

function CreateForm({ close }: { close: () => void }) {
  const t = useT();
  const { fetcher, answer, busy } = useDialogFetcher(close, CREATE_FETCHER);
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="intent" value="create" />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('admin.staff.fName')} error={fieldError(answer, 'fName')} required>
          <Input name="fName" autoComplete="off" maxLength={80} required />
        </FormField>
        <FormField label={t('admin.staff.lName')} error={fieldError(answer, 'lName')} required>
          <Input name="lName" autoComplete="off" maxLength={80} required />
        </FormField>
      </div>
      <FormField label={t('admin.staff.email')} error={fieldError(answer, 'email')} required>
        <Input name="email" type="email" dir="ltr" autoComplete="off" maxLength={254} required />
      </FormField>
      <FormField
        label={t('admin.staff.password')}
        hint={t('admin.staff.passwordHint')}
        error={fieldError(answer, 'password')}
      >
        <Input
          name="password"
          type="password"
          dir="ltr"
          autoComplete="new-password"
          minLength={STAFF_PASSWORD_MIN_LENGTH}
        />
      </FormField>
      <FormField label={t('admin.staff.privilege')} error={fieldError(answer, 'privilageType')}>
        <Select name="privilageType" defaultValue="admin" options={privilegeOptions(t)} />
      </FormField>
      {answer && !answer.ok && !answer.error.field ? (
        <p className="text-sm text-danger" role="alert">
          {answer.error.message}
        </p>
      ) : null}
      <DialogActions close={close}>
        <button
          type="submit"
          disabled={busy}
          className={buttonClasses({ size: 'sm' })}
          data-testid="admin-staff-create-submit"
        >
          {t('admin.staff.add')}
        </button>
      </DialogActions>
    </fetcher.Form>
  );
}

function PrivilegeForm({ member, close }: { member: Member; close: () => void }) {
  const t = useT();
  const { fetcher, answer, busy } = useDialogFetcher(close);
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="privilege" />
      <input type="hidden" name="id" value={member.id} />
      <FormField
        label={t('admin.staff.privilege')}
        error={answer && !answer.ok ? answer.error.message : undefined}
      >
        <Select name="privilageType" defaultValue={member.privilageType} options={privilegeOptions(t)} />
      </FormField>
      <DialogActions close={close}>
        <button type="submit" disabled={busy} className={buttonClasses({ size: 'sm' })}>
          {t('admin.common.save')}
        </button>
      </DialogActions>
    </fetcher.Form>
  );
}

function RemoveForm({ member, close }: { member: Member; close: () => void }) {
  const t = useT();
  const { fetcher, answer, busy } = useDialogFetcher(close);
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4">
      <input type="hidden" name="id" value={member.id} />
      {answer && !answer.ok ? (
        <p className="text-sm text-danger" role="alert">
          {answer.error.message}
        </p>
      ) : null}
      <DialogActions close={close}>
        <button
          type="submit"
          name="intent"
          value="remove"
          disabled={busy}
          className={buttonClasses({ variant: 'danger', size: 'sm' })}
        >
          {t('admin.staff.remove')}
        </button>
      </DialogActions>
    </fetcher.Form>
  );
}

/** The generated password of the account just created, shown once on the page. */
function GeneratedPassword() {
  const t = useT();
  const fetcher = useFetcher<AdminFormAnswer>({ key: CREATE_FETCHER });
  const answer = fetcher.data;
  if (!answer?.ok || !answer.extra?.password) return null;
  return (
    <div
      className="flex flex-col gap-2 rounded-card border border-warning/40 bg-warning-soft p-4"
      role="status"
      data-testid="admin-staff-password"
    >
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Icon name="shield" size={18} />
        {t('admin.staff.generatedTitle', { email: answer.extra.email ?? '' })}
      </p>
      <p dir="ltr" className="w-fit select-all rounded-lg bg-surface px-3 py-2 font-mono text-lg text-ink">
        {answer.extra.password}
      </p>
      <p className="text-sm text-ink-soft">{t('admin.staff.generatedBody')}</p>
    </div>
  );
}

export default function AdminStaff({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, staff, selfId } = loaderData;
  const columns: ColumnDef<Member, unknown>[] = [
    {
      id: 'name',
      header: t('admin.staff.columns.name'),
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          <Link
            to={adminHref(locale, `/customers/${row.original.id}`)}
            className="font-semibold text-ink hover:text-brand"
            tabIndex={-1}
          >
            {row.original.name}
          </Link>
          {row.original.id === selfId ? (
            <Badge tone="neutral" size="sm">
              {t('admin.staff.you')}
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: 'email',
      header: t('admin.staff.columns.email'),
      cell: ({ row }) => <span dir="ltr">{row.original.email ?? t('admin.common.none')}</span>,
    },
    {
      id: 'privilege',
      header: t('admin.staff.columns.privilege'),
      cell: ({ row }) => (
        <Badge tone={row.original.privilageType === 'superAdmin' ? 'brand' : 'info'}>
          {t(`admin.privileges.${row.original.privilageType as StaffPrivilege}`)}
        </Badge>
      ),
    },
    {
      id: 'status',
      header: t('admin.staff.columns.status'),
      cell: ({ row }) => <StatusBadge active={row.original.active} />,
    },
    {
      id: 'sessions',
      header: t('admin.staff.columns.sessions'),
      meta: { numeric: true, className: 'hidden md:table-cell' },
      cell: ({ row }) => row.original.liveSessions,
    },
    {
      id: 'since',
      header: t('admin.staff.columns.since'),
      meta: { className: 'hidden md:table-cell' },
      cell: ({ row }) => <AdminDate iso={row.original.createdAt} />,
    },
    {
      id: 'actions',
      header: t('admin.staff.columns.actions'),
      cell: ({ row }) =>
        row.original.id === selfId ? null : (
          <span className="flex flex-wrap gap-2">
            <AdminDialog
              trigger={t('admin.staff.change')}
              title={t('admin.staff.changeTitle', { name: row.original.name })}
              description={t('admin.staff.changeBody')}
              testId="admin-staff-privilege"
            >
              {(close) => <PrivilegeForm member={row.original} close={close} />}
            </AdminDialog>
            <AdminDialog
              trigger={t('admin.staff.remove')}
              triggerVariant="ghost"
              title={t('admin.staff.removeTitle', { name: row.original.name })}
              description={t('admin.staff.removeBody')}
              testId="admin-staff-remove"
            >
              {(close) => <RemoveForm member={row.original} close={close} />}
            </AdminDialog>
          </span>
        ),
    },
  ];
  return (
    <AdminPage
      title={t('admin.staff.title')}
      description={t('admin.staff.description')}
      actions={
        <AdminDialog
          trigger={
            <>
              <Icon name="plus" size={16} />
              {t('admin.staff.add')}
            </>
          }
          triggerVariant="primary"
          title={t('admin.staff.addTitle')}
          description={t('admin.staff.addBody')}
          testId="admin-staff-create"
        >
          {(close) => <CreateForm close={close} />}
        </AdminDialog>
      }
    >
      <GeneratedPassword />
      <DataTable
        caption={t('admin.staff.caption')}
        rows={staff}
        columns={columns}
        rowId={(row) => row.id}
        rowHref={(row) => adminHref(locale, `/customers/${row.id}`)}
        empty={<NoRows />}
        testId="admin-staff"
      />
    </AdminPage>
  );
}
