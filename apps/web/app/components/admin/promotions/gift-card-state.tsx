import type { GiftCardState } from '@souq/core/admin/promotion-options.ts';
import { useT } from '../../../i18n/i18n.ts';
import { Badge, type BadgeTone } from '../../ui/badge.tsx';

const TONES: Record<GiftCardState, BadgeTone> = {
  unpaid: 'neutral',
  scheduled: 'info',
  active: 'success',
  spent: 'neutral',
  expired: 'warning',
  cancelled: 'danger',
};

/** A gift card's state as the list and the card page show it. */
export function GiftCardStateBadge({ state }: { state: GiftCardState }) {
  const t = useT();
  return (
    <span data-state={state} data-testid="gift-card-state">
      <Badge tone={TONES[state]}>{t(`admin.promotions.giftCards.states.${state}`)}</Badge>
    </span>
  );
}
