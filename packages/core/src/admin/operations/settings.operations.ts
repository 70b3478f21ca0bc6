/** The settings area of the dashboard (issue 21): its services and their rows of the roles table. */
import type { AreaOperations } from './operation-rows.ts';

export const settingsOperations: AreaOperations = {
  services: {},
  operations: {},
  notOperations: {},
};
