import type { GroupHandlers } from '../../http/register-routes';
import type { Services } from '../../services';

export function bookmarksHandlers({ bookmarks }: Services): GroupHandlers<'bookmarks'> {
  return {
    add: async ({ actor, params }) => bookmarks.add(actor, params.id),
    remove: async ({ actor, params }) => bookmarks.remove(actor, params.id),
    eventAgenda: async ({ actor, params }) => bookmarks.myAgenda(actor, params.id),
    myAgenda: async ({ actor }) => bookmarks.myAgenda(actor),
    interest: async ({ actor, params }) => bookmarks.interest(actor, params.id),
  };
}
