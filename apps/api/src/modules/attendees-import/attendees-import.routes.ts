import type { GroupHandlers } from '../../http/register-routes';
import type { Services } from '../../services';

export function attendeesCsvHandlers({ attendeesImport }: Services): GroupHandlers<'attendeesCsv'> {
  return {
    preview: {
      config: { keepsCaches: true },
      handler: async ({ actor, params, body }) => attendeesImport.preview(actor, params.id, body),
    },
    commit: async ({ actor, params, body }) => attendeesImport.commit(actor, params.id, body),
    exportCsv: async ({ actor, params, reply }) => {
      const file = await attendeesImport.exportCsv(actor, params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="event-${params.id}-attendees.csv"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  };
}
