import type { GroupHandlers } from '../../http/register-routes';
import type { Services } from '../../services';

/** A person's own data export (docs/api.md#your-data-export). */
export function dataExportHandlers({ dataExport }: Services): GroupHandlers<'dataExport'> {
  return {
    request: {
      handler: async ({ actor, reply }) => reply.status(202).send(await dataExport.request(actor)),
      config: { keepsCaches: true },
    },
    status: async ({ actor }) => dataExport.status(actor),
    download: async ({ actor, reply }) => {
      const file = await dataExport.download(actor);
      return reply
        .status(200)
        .type('application/zip')
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  };
}
