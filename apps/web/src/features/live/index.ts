// The live feature's public entry for other features: following the current event's live changes. The panel is a
// page part and stays out of it (the session route loads it by path, on demand: docs/architecture.md#web-app).
export { EventLiveStatus, useEventLiveStatus } from './use-event-live-status';
