import { MEDIA_MESSAGES, type MediaRefusal } from '@atria/contracts/media';
import { AppError } from '../../errors';

/** An upload refused for what it is: VALIDATION (413 for size), with a stable `reason` and the field `file`. */
export class MediaError extends AppError {
  constructor(readonly reason: MediaRefusal) {
    const message = MEDIA_MESSAGES[reason];
    super(reason === 'TOO_LARGE' ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION', message, { file: [message] });
    this.name = 'MediaError';
  }
}
