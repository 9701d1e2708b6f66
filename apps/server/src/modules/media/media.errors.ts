import { messages, type MediaKind } from '@cue/contracts';
import { AppError, notFound } from '../../lib/app-error.js';

/** Every upload refusal names the `file` field, so the form can show it next to the picker. */
const refuse = (message: string) => new AppError('VALIDATION_ERROR', message, { field: 'file' });

export const onlyImages = () => refuse(messages.onlyImages);
export const unsupportedFile = () => refuse(messages.unsupportedFile);
export const unsafeFile = () => refuse(messages.unsafeFile);
export const emptyFile = () => refuse(messages.emptyFile);
export const tooManyPixels = () => refuse(messages.imageTooManyPixels);
export const uploadIncomplete = () => refuse(messages.uploadIncomplete);

const tooLargeMessage = {
  image: messages.imageTooLarge,
  video: messages.videoTooLarge,
  document: messages.documentTooLarge,
};
export const tooLarge = (kind: MediaKind) =>
  new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage[kind], { field: 'file' });
export const imageTooLarge = () => tooLarge('image');
export const quotaReached = () =>
  new AppError('PAYLOAD_TOO_LARGE', messages.mediaQuotaReached, { field: 'file' });

/** 429: the uploader's daily limit; Retry-After says when the oldest upload leaves the window. */
export const tooManyUploads = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', messages.tooManyUploads, { retryAfterSeconds });

export const mediaNotFound = () => notFound('Media not found');
export const schoolNotFound = () => notFound('School not found');
export const linkExpired = () => new AppError('FORBIDDEN', messages.mediaLinkExpired);
