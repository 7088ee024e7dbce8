// The helper moved to lib/media.ts, where event cards and heroes use it too.
export { imageUrl } from '../../lib/media';
