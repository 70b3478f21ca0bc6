/** The promotions area of the dashboard (issue 21): its services and their rows of the roles table. */
import * as couponsService from '../coupons.service.ts';
import * as giftCardsService from '../gift-cards.service.ts';
import * as referralProgrammeService from '../referral-programme.service.ts';
import { NOWHERE, type AreaOperations } from './operation-rows.ts';

const perm = 'promotions.write' as const;

export const promotionsOperations: AreaOperations = {
  services: { couponsService, giftCardsService, referralProgrammeService },
  operations: {
    listAdminCoupons: {
      permission: perm,
      call: (c) => couponsService.listAdminCoupons(c, { batch: NOWHERE }),
    },
    couponFormOptions: { permission: perm, call: (c) => couponsService.couponFormOptions(c) },
    getAdminCoupon: { permission: perm, call: (c) => couponsService.getAdminCoupon(c, NOWHERE) },
    listCouponUses: { permission: perm, call: (c) => couponsService.listCouponUses(c, NOWHERE) },
    // An empty form: refused by validation (400) past the permission check, nothing written.
    createAdminCoupon: { permission: perm, call: (c) => couponsService.createAdminCoupon(c, {}) },
    updateAdminCoupon: { permission: perm, call: (c) => couponsService.updateAdminCoupon(c, NOWHERE, {}) },
    generateCouponBatch: { permission: perm, call: (c) => couponsService.generateCouponBatch(c, {}) },
    getCouponBatch: { permission: perm, call: (c) => couponsService.getCouponBatch(c, NOWHERE) },
    exportCouponBatch: {
      permission: perm,
      call: async (c) => {
        for await (const batch of couponsService.exportCouponBatch(c, NOWHERE)) void batch;
      },
    },
    listAdminGiftCards: {
      permission: perm,
      call: (c) => giftCardsService.listAdminGiftCards(c, { q: 'none@nowhere' }),
    },
    getAdminGiftCard: { permission: perm, call: (c) => giftCardsService.getAdminGiftCard(c, NOWHERE) },
    resendGiftCard: { permission: perm, call: (c) => giftCardsService.resendGiftCard(c, NOWHERE, 'en') },
    cancelGiftCard: { permission: perm, call: (c) => giftCardsService.cancelGiftCard(c, NOWHERE) },
    getReferralProgramme: { permission: perm, call: (c) => referralProgrammeService.getReferralProgramme(c) },
    // A percent over 100: refused by validation (400), the settings untouched.
    saveReferralProgramme: {
      permission: perm,
      call: (c) => referralProgrammeService.saveReferralProgramme(c, { discountPercent: '101' }),
    },
  },
  notOperations: {
    maskGiftCardCode: 'a pure function: the masked form of a code',
    giftCardState: 'a pure function: the state of a card at an instant',
    parseReferralProgramme: 'a pure function: the form checked, no data read',
  },
};
