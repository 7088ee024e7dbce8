/**
 * `@atria/contracts/messages-i18n/catalogs`: every language's catalog at once, for the server (a page loads
 * only its own language, through `loadMessageCatalog`).
 */
import type { MessageCatalog, MessageLocale } from './index';
import { ar } from './catalog-ar';
import { de } from './catalog-de';

export const MESSAGE_CATALOGS: Readonly<Record<MessageLocale, MessageCatalog | undefined>> = { en: undefined, de, ar };
