import type { GroupHandlers } from '../../http/register-routes';
import type { Services } from '../../services';

/*
 * The live session over HTTP (docs/live.md): the same services as the socket requests, so rules, limits and
 * broadcasts are the same whichever way a client talks. Nothing here is held by the in-memory read caches
 * (`keepsCaches`), except bans: they change who sees the event, and are announced before the answer leaves.
 */
const keeps = { keepsCaches: true };

export function liveHandlers({ liveChat, liveQuestions, livePolls, liveWatchers }: Services): GroupHandlers<'live'> {
  return {
    chatHistory: async ({ actor, params, query }) => liveChat.history(actor, params.sessionId, query),
    sendChat: {
      config: keeps,
      handler: async ({ actor, params, body }) => liveChat.send(actor, params.sessionId, body),
    },
    deleteChatMessage: {
      config: keeps,
      handler: async ({ actor, params }) => {
        await liveChat.deleteMessage(actor, params.id);
        return null;
      },
    },
    react: {
      config: keeps,
      handler: async ({ actor, params }) => liveChat.react(actor, params.id, params.emoji, true),
    },
    unreact: {
      config: keeps,
      handler: async ({ actor, params }) => liveChat.react(actor, params.id, params.emoji, false),
    },
    questions: async ({ actor, params, query }) => liveQuestions.list(actor, params.sessionId, query),
    ask: {
      config: keeps,
      handler: async ({ actor, params, body }) => liveQuestions.ask(actor, params.sessionId, body),
    },
    upvote: { config: keeps, handler: async ({ actor, params }) => liveQuestions.vote(actor, params.id, true) },
    removeUpvote: { config: keeps, handler: async ({ actor, params }) => liveQuestions.vote(actor, params.id, false) },
    updateQuestion: {
      config: keeps,
      handler: async ({ actor, params, body }) => liveQuestions.update(actor, params.id, body),
    },
    deleteQuestion: {
      config: keeps,
      handler: async ({ actor, params }) => {
        await liveQuestions.remove(actor, params.id);
        return null;
      },
    },
    polls: async ({ actor, params }) => livePolls.list(actor, params.sessionId),
    createPoll: {
      config: keeps,
      handler: async ({ actor, params, body }) => livePolls.create(actor, params.sessionId, body),
    },
    openPoll: { config: keeps, handler: async ({ actor, params }) => livePolls.open(actor, params.id) },
    closePoll: { config: keeps, handler: async ({ actor, params }) => livePolls.close(actor, params.id) },
    vote: { config: keeps, handler: async ({ actor, params, body }) => livePolls.vote(actor, params.id, body) },
    watchers: async ({ actor, params }) => liveWatchers.list(actor, params.sessionId),
  };
}

export function moderationHandlers({ liveModeration }: Services): GroupHandlers<'moderation'> {
  return {
    mute: {
      config: keeps,
      handler: async ({ actor, params, body }) => liveModeration.mute(actor, params.eventId, body),
    },
    unmute: {
      config: keeps,
      handler: async ({ actor, params }) => {
        await liveModeration.unmute(actor, params.eventId, params.userId);
        return null;
      },
    },
    // Bans change who may see the event: the answer waits until the change is announced (no `keepsCaches`).
    ban: async ({ actor, params, body }) => {
      await liveModeration.ban(actor, params.eventId, body);
      return null;
    },
    unban: async ({ actor, params }) => {
      await liveModeration.unban(actor, params.eventId, params.userId);
      return null;
    },
    log: async ({ actor, params, query }) => liveModeration.log(actor, params.eventId, query),
  };
}
