/** The content area of the dashboard (issue 21): its services and their rows of the roles table. */
import * as faqsAdmin from '../content/faqs-admin.service.ts';
import * as homeMediaAdmin from '../content/home-media-admin.service.ts';
import * as otherContentAdmin from '../content/other-content-admin.service.ts';
import * as pagesAdmin from '../content/pages-admin.service.ts';
import * as postsAdmin from '../content/posts-admin.service.ts';
import { NOWHERE, type AreaOperations } from './operation-rows.ts';

const post = { type: 'blog', title: 'T', arTitle: 'T' };

export const contentOperations: AreaOperations = {
  services: { postsAdmin, pagesAdmin, homeMediaAdmin, faqsAdmin, otherContentAdmin },
  operations: {
    listAdminPosts: { permission: 'content.write', call: (c) => postsAdmin.listAdminPosts(c) },
    getAdminPost: { permission: 'content.write', call: (c) => postsAdmin.getAdminPost(c, NOWHERE) },
    previewAdminPost: { permission: 'content.write', call: (c) => postsAdmin.previewAdminPost(c, {}) },
    saveAdminPost: { permission: 'content.write', call: (c) => postsAdmin.saveAdminPost(c, NOWHERE, post) },
    setPostPublished: {
      permission: 'content.write',
      call: (c) => postsAdmin.setPostPublished(c, NOWHERE, true),
    },
    deleteAdminPost: { permission: 'content.write', call: (c) => postsAdmin.deleteAdminPost(c, NOWHERE) },
    getAdminContentPage: {
      permission: 'content.write',
      call: (c) => pagesAdmin.getAdminContentPage(c, 'nowhere'),
    },
    previewContentPage: {
      permission: 'content.write',
      call: (c) => pagesAdmin.previewContentPage(c, 'nowhere', {}),
    },
    saveContentPage: {
      permission: 'content.write',
      call: (c) => pagesAdmin.saveContentPage(c, 'nowhere', {}),
    },
    listHomeMedia: { permission: 'content.write', call: (c) => homeMediaAdmin.listHomeMedia(c, 'nowhere') },
    saveHomeMedia: {
      permission: 'content.write',
      call: (c) => homeMediaAdmin.saveHomeMedia(c, 'sliders', NOWHERE, {}),
    },
    moveHomeMedia: {
      permission: 'content.write',
      call: (c) => homeMediaAdmin.moveHomeMedia(c, 'sliders', NOWHERE, 1),
    },
    deleteHomeMedia: {
      permission: 'content.write',
      call: (c) => homeMediaAdmin.deleteHomeMedia(c, 'sliders', NOWHERE),
    },
    listAdminFaqs: { permission: 'content.write', call: (c) => faqsAdmin.listAdminFaqs(c) },
    saveFaq: {
      permission: 'content.write',
      call: (c) =>
        faqsAdmin.saveFaq(c, NOWHERE, {
          question: 'q',
          arQuestion: 'q',
          answer: 'a',
          arAnswer: 'a',
          audience: 'general',
        }),
    },
    moveFaq: { permission: 'content.write', call: (c) => faqsAdmin.moveFaq(c, NOWHERE, 1) },
    deleteFaq: { permission: 'content.write', call: (c) => faqsAdmin.deleteFaq(c, NOWHERE) },
    listAdminCareers: { permission: 'content.write', call: (c) => otherContentAdmin.listAdminCareers(c) },
    saveCareer: {
      permission: 'content.write',
      call: (c) => otherContentAdmin.saveCareer(c, NOWHERE, { title: 'T', arTitle: 'T' }),
    },
    deleteCareer: { permission: 'content.write', call: (c) => otherContentAdmin.deleteCareer(c, NOWHERE) },
    listHeaderTexts: { permission: 'content.write', call: (c) => otherContentAdmin.listHeaderTexts(c) },
    // An unknown page is refused (400) before anything is written.
    saveHeaderText: {
      permission: 'content.write',
      call: (c) =>
        otherContentAdmin.saveHeaderText(c, { page: 'nowhere', description: 'x', arDescription: 'x' }),
    },
    listHowStages: { permission: 'content.write', call: (c) => otherContentAdmin.listHowStages(c) },
    saveHowStage: {
      permission: 'content.write',
      call: (c) =>
        otherContentAdmin.saveHowStage(c, NOWHERE, {
          audience: 'customer',
          number: 1,
          title: 'T',
          arTitle: 'T',
        }),
    },
    deleteHowStage: {
      permission: 'content.write',
      call: (c) => otherContentAdmin.deleteHowStage(c, NOWHERE),
    },
  },
  notOperations: {
    parsePostInput: 'checks a posted form; no data read or written (the preview and save call it)',
    parsePageKind: 'reads a URL segment',
    parseContentPageInput: 'checks a posted form; no data read or written',
    parseHomeMediaKind: 'reads a URL segment',
  },
};
