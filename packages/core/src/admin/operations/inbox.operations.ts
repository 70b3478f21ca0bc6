/** The inbox area of the dashboard (issue 21): its services and their rows of the roles table. */
import { createDiskFileStore } from '../../media/file-store.ts';
import * as inboxCareersService from '../inbox-careers.service.ts';
import * as inboxMessagesService from '../inbox-messages.service.ts';
import * as moderationService from '../moderation.service.ts';
import * as searchReportService from '../search-report.service.ts';
import { NOWHERE, type AreaOperations } from './operation-rows.ts';

const nowhereStore = createDiskFileStore('/nonexistent');

export const inboxOperations: AreaOperations = {
  services: {
    inboxMessagesService,
    inboxCareersService,
    moderationService,
    searchReportService,
  },
  operations: {
    listContactMessages: {
      permission: 'inbox.read',
      call: (c) => inboxMessagesService.listContactMessages(c),
    },
    countNewContactMessages: {
      permission: 'inbox.read',
      call: (c) => inboxMessagesService.countNewContactMessages(c),
    },
    openContactMessage: {
      permission: 'inbox.read',
      call: (c) => inboxMessagesService.openContactMessage(c, NOWHERE),
    },
    answerContactMessage: {
      permission: 'inbox.write',
      call: (c) => inboxMessagesService.answerContactMessage(c, NOWHERE, { reply: 'Thank you' }),
    },
    setContactMessageArchived: {
      permission: 'inbox.write',
      call: (c) => inboxMessagesService.setContactMessageArchived(c, NOWHERE, true),
    },
    listCareerChoices: { permission: 'inbox.read', call: (c) => inboxCareersService.listCareerChoices(c) },
    listCareerRequests: { permission: 'inbox.read', call: (c) => inboxCareersService.listCareerRequests(c) },
    saveCareerRequestNotes: {
      permission: 'inbox.write',
      call: (c) => inboxCareersService.saveCareerRequestNotes(c, NOWHERE, { notes: 'Call back' }),
    },
    openCareerCv: {
      permission: 'inbox.read',
      call: (c) => inboxCareersService.openCareerCv(c, NOWHERE, 1, nowhereStore),
    },
    listModerationItems: { permission: 'inbox.read', call: (c) => moderationService.listModerationItems(c) },
    setReviewVisible: {
      permission: 'inbox.write',
      call: (c) => moderationService.setReviewVisible(c, NOWHERE, false),
    },
    getSearchReport: { permission: 'inbox.read', call: (c) => searchReportService.getSearchReport(c) },
  },
  notOperations: {},
};
