/**
 * Server-only pieces the account pages' actions use (image re-encoding with sharp, the outbox, the
 * robot check): imported from a `.server` module so the browser bundle never pulls them in.
 */
export {
  isStoredUploadPath,
  MAX_UPLOAD_BYTES,
  reencodeImage,
  storeUpload,
} from '@souq/core/media/image-upload.ts';
export { createFileOutbox } from '@souq/core/notifications/outbox.ts';
export { createRobotChallenge, robotCheckSecret } from '@souq/core/accounts/robot-check.service.ts';
