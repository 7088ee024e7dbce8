import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export interface PageTitle {
  title: string;
  subtitle?: string;
}

const FALLBACK: PageTitle = { title: 'Atria' };

const PageTitleValue = createContext<PageTitle>(FALLBACK);
const PageTitleSetter = createContext<(title: PageTitle) => void>(() => undefined);

/** Holds the title the current page announces; the header reads it. */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState<PageTitle>(FALLBACK);
  return (
    <PageTitleSetter.Provider value={setTitle}>
      <PageTitleValue.Provider value={title}>{children}</PageTitleValue.Provider>
    </PageTitleSetter.Provider>
  );
}

export function usePageTitleValue(): PageTitle {
  return useContext(PageTitleValue);
}

/** Called by a page: sets the header title (and subtitle) and the document title. */
export function usePageTitle(title: string, subtitle?: string): void {
  const setTitle = useContext(PageTitleSetter);
  useEffect(() => {
    setTitle(subtitle ? { title, subtitle } : { title });
    document.title = `${title} · Atria`;
  }, [setTitle, title, subtitle]);
}
