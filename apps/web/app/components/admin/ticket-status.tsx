import type { TicketStatus } from '@souq/core/designers/tickets.service.ts';
import { useT } from '../../i18n/i18n.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';

const TONES: Record<TicketStatus, BadgeTone> = {
  waiting: 'warning',
  accepted: 'success',
  rejected: 'danger',
};

/** A ticket's status in the dashboard's words (the designer's pages say it their way). */
export function AdminTicketStatus({ status }: { status: TicketStatus }) {
  const t = useT();
  return (
    <span data-testid="admin-ticket-status" data-status={status}>
      <Badge tone={TONES[status]}>{t(`admin.tickets.statuses.${status}`)}</Badge>
    </span>
  );
}
