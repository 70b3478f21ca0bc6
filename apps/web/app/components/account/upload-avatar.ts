import type { Challenge } from 'altcha/lib';
import type { MessageKey } from '../../i18n/i18n.ts';
import { ROBOT_CHECK_CHALLENGE_URL } from './robot-check.tsx';

/** SPEC.md section 7 REST: the profile picture goes to POST /api/user/upload-one?minify=true (250x250). */
export const AVATAR_UPLOAD_URL = '/api/user/upload-one?minify=true';
/** The header carrying a robot-check solution when there is no session yet (a designer signing up). */
export const ROBOT_CHECK_HEADER = 'X-Robot-Check';

export class AvatarUploadError extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
    this.name = 'AvatarUploadError';
  }
}

/** The answers worth showing as they are; any other failure reads 'Error while uploading the image'. */
const SHOWN_KEYS = new Set<MessageKey>([
  'errors.upload.tooBig',
  'errors.upload.invalidType',
  'errors.upload.busy',
  'errors.upload.loginRequired',
  'errors.auth.tooManyAttempts',
]);

/** The message key to show for a failed upload. */
export const uploadErrorKey = (error: unknown): MessageKey =>
  error instanceof AvatarUploadError && SHOWN_KEYS.has(error.messageKey as MessageKey)
    ? (error.messageKey as MessageKey)
    : 'errors.designer.uploadImgErr';

/**
 * Solves a fresh robot-check challenge in the browser (the same proof of work as the form's widget,
 * without its box): the upload of a sign-up picture spends this solution, and the form's own
 * widget keeps its solution for the register call.
 */
async function robotCheckSolution(): Promise<string> {
  const response = await fetch(ROBOT_CHECK_CHALLENGE_URL, { cache: 'no-store' });
  if (!response.ok) throw new AvatarUploadError('errors.designer.uploadImgErr');
  return solveRobotCheckInBrowser((await response.json()) as Challenge);
}

/** The widget's payload for a challenge (base64 of challenge and solution), solved with WebCrypto. */
export async function solveRobotCheckInBrowser(challenge: Challenge): Promise<string> {
  const { solveChallenge, pbkdf2 } = await import('altcha/lib');
  const solution = await solveChallenge({ challenge, deriveKey: pbkdf2.deriveKey });
  if (!solution) throw new AvatarUploadError('errors.designer.uploadImgErr');
  return btoa(JSON.stringify({ challenge, solution }));
}

/**
 * Uploads an image with progress (XMLHttpRequest reports upload progress, fetch does not) and
 * answers the stored path (`avatars/<name>.webp`). Rejects with the server's message key. The
 * server takes the session cookie; without a session (`robotCheck`, the sign-up form) the upload
 * carries a robot-check solution instead (issue 14: no anonymous uploads). `url` sends it elsewhere
 * (the dashboard's product pictures: the same endpoint without the avatar's 250x250 resize).
 */
export async function uploadAvatar(
  file: File,
  onProgress: (percent: number) => void,
  options: { robotCheck?: boolean; url?: string } = {},
): Promise<string> {
  const solution = options.robotCheck ? await robotCheckSolution() : null;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', options.url ?? AVATAR_UPLOAD_URL);
    if (solution) request.setRequestHeader(ROBOT_CHECK_HEADER, solution);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as { file?: { filename?: string }; message_key?: string } | null;
      const filename = body?.file?.filename;
      if (request.status === 200 && filename) resolve(filename);
      else reject(new AvatarUploadError(body?.message_key ?? 'errors.designer.uploadImgErr'));
    };
    request.onerror = () => reject(new AvatarUploadError('errors.designer.uploadImgErr'));
    const form = new FormData();
    form.append('image', file);
    request.send(form);
  });
}
