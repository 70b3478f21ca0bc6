/** The settings area of the dashboard (issue 21): its services and their rows of the roles table. */
import * as settingsService from '../settings.service.ts';
import type { AreaOperations } from './operation-rows.ts';

export const settingsOperations: AreaOperations = {
  services: { settingsService },
  operations: {
    getSettingsForEditing: {
      permission: 'settings.write',
      call: (c) => settingsService.getSettingsForEditing(c),
    },
    // A section that does not exist: refused (400) past the permission check, nothing written.
    saveSettingsSection: {
      permission: 'settings.write',
      call: (c) => settingsService.saveSettingsSection(c, 'nowhere', {}),
    },
  },
  notOperations: {
    settingsFieldError: "makes the editor's field refusal (an error, not a call)",
    readSettingsSection: "reads a section's form, inside saveSettingsSection after its permission check",
  },
};
