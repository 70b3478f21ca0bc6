/**
 * The choices of the people pages, apart from the services so the dashboard's forms (browser code)
 * can list them without pulling the database code in.
 */
export const CUSTOMER_ROLES = ['customer', 'designer', 'manufacturer'] as const;
export type CustomerRole = (typeof CUSTOMER_ROLES)[number];

export const CUSTOMER_STATUSES = ['active', 'blocked'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** Staff passwords are longer than shoppers' minimum (PASSWORD_MIN_LENGTH may be 4). */
export const STAFF_PASSWORD_MIN_LENGTH = 8;
