import type { ImageCaptionResult } from '@cue/contracts';

export const IMAGE_CAPTIONS_UNAVAILABLE = 'Image captions need a vision model; none is configured.';

/**
 * getImageCaption / getMultipleImageCaption: no engine of this product reads images yet (the
 * offline engine cannot, and the LLM engine is text-only), so the answer says so plainly instead
 * of inventing captions.
 */
export function imageCaptionsUnavailable(requestId: string | undefined): ImageCaptionResult {
  return {
    ...(requestId !== undefined && { request_id: requestId }),
    available: false,
    captions: [],
    message: IMAGE_CAPTIONS_UNAVAILABLE,
  };
}
