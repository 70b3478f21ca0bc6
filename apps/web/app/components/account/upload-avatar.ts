/** SPEC.md section 7 REST: the profile picture goes to POST /api/user/upload-one?minify=true (250x250). */
export const AVATAR_UPLOAD_URL = '/api/user/upload-one?minify=true';

export class AvatarUploadError extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
    this.name = 'AvatarUploadError';
  }
}

/**
 * Uploads an image with progress (XMLHttpRequest reports upload progress, fetch does not) and
 * answers the stored path (`avatars/<name>.webp`). Rejects with the server's message key.
 */
export function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', AVATAR_UPLOAD_URL);
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
