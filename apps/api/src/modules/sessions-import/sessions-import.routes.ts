import type { GroupHandlers } from '../../http/register-routes';
import type { Services } from '../../services';

export function sessionsCsvHandlers({ sessionsImport }: Services): GroupHandlers<'sessionsCsv'> {
  return {
    preview: {
      config: { keepsCaches: true },
      handler: async ({ actor, params, body }) => sessionsImport.preview(actor, params.eventId, body),
    },
    commit: async ({ actor, params, body }) => sessionsImport.commit(actor, params.eventId, body),
    exportCsv: async ({ actor, params, reply }) => {
      const file = await sessionsImport.exportCsv(actor, params.eventId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="event-${params.eventId}-sessions.csv"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  };
}
