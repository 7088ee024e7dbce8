import { createContext, useContext } from 'react';

/**
 * Whether the page is shown as an organizer's view: reached under /organizations/<id>/ by a member of that
 * organization. The organization layout route answers it (it owns the membership query) and every page below
 * reads it here, so event pages need not know the organizations feature (docs/architecture.md#boundaries-and-lint).
 */
const OrganizerView = createContext(false);

export const OrganizerViewProvider = OrganizerView.Provider;

export function useOrganizerView(): boolean {
  return useContext(OrganizerView);
}
