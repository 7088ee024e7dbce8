/** Who is signed in, and how to log out: the app hands these to the header menu (layout knows no features). */
export interface MenuAccount {
  user: { full_name: string; email: string } | null;
  onLogout: () => void;
}

export const MENU_BUTTON_CLASS =
  'flex size-11 items-center justify-center rounded-lg border border-slate-200 text-slate-700 hover:bg-slate-50';
