import { eventsPolicy, type EventAccess } from '../events/events.policy';

/**
 * Sessions and their speakers follow the event's rules: whoever may see the event reads its sessions, and its
 * editors (event ADMIN/ORGANIZER, organization OWNER/ADMIN) create, change, schedule and staff them.
 */
export const sessionsPolicy = {
  canRead: (a: EventAccess): boolean => eventsPolicy.canView(a),
  canManage: (a: EventAccess): boolean => eventsPolicy.canEdit(a),
};
