import { loadMessageCatalog, translateMessage, type MessageCatalog } from '@atria/contracts/messages-i18n';
import { useEffect, useState } from 'react';
import { useI18n } from './i18n';

/**
 * The contracts' texts (validation messages checked in the browser, before the server sees the form) in the
 * chosen language: the contracts keep them in English and a catalog per language (docs/i18n.md#server-messages),
 * loaded here when a form first shows in that language. Texts the server sent are already in it and pass through.
 */
export function useContractMessages(): (text: string) => string {
  const { locale } = useI18n();
  const [loaded, setLoaded] = useState<{ locale: string; catalog: MessageCatalog | undefined }>();
  useEffect(() => {
    let live = true;
    const language = locale === 'pseudo' ? 'en' : locale;
    void loadMessageCatalog(language).then((catalog) => {
      if (live) setLoaded({ locale, catalog });
    });
    return () => {
      live = false;
    };
  }, [locale]);
  const catalog = loaded?.locale === locale ? loaded.catalog : undefined;
  return (text) => translateMessage(text, catalog);
}
